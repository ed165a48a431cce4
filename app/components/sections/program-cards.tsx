import { ArrowRight, Loader2 } from "~/components/ui/icons";
import { useEffect, useRef, useState } from "react";
import { Link, useNavigate } from "react-router";
import {
  cardNavigationDelayMs,
  landing,
  type ProgramCard,
  type ProgramId,
} from "~/content/landing";
import { cn } from "~/lib/cn";
import { buttonVariants } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { CardGrid, CardGridItem } from "~/components/ui/card-grid";
import { ArtPicture, InlineArt } from "~/components/ui/art-picture";
import { withoutGrain, type ArtName } from "~/assets/art/pictures";
import karateCardDrawing from "~/assets/art/karate-card.svg?raw";

/** How wide a card's picture is at each layout width. */
const programCardSizes = "(min-width: 80rem) 400px, (min-width: 48rem) 31vw, 92vw";

const art: Record<ProgramId, ArtName> = {
  karate: "karate-card",
  yoga: "yoga-card",
  chess: "chess-card",
};

/**
 * The first card's picture is on the first screen of every phone and drawn in the page (2 KB
 * compressed): the page's first paint shows it, with no second round trip for a picture file.
 * The others are pictures, below the first screen on a phone: drawn and fetched as they come
 * into view, where the card's reveal fades them in.
 */
const firstCardDrawing = withoutGrain(karateCardDrawing);

/**
 * The three program cards. The whole card is one link; choosing it highlights the card, its
 * button reads "Loading..." and the browser moves on 300 ms later (spec §2). Without
 * JavaScript, or with a modifier key held, it is a plain link.
 */
export function ProgramCards() {
  const [selected, setSelected] = useState<ProgramId | null>(null);
  const navigate = useNavigate();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  function choose(event: React.MouseEvent<HTMLAnchorElement>, card: ProgramCard) {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0)
      return;
    event.preventDefault();
    if (selected) return;
    setSelected(card.id);
    timer.current = setTimeout(() => navigate(card.to), cardNavigationDelayMs);
  }

  return (
    <CardGrid className="md:grid-cols-3">
      {landing.programs.map((card, index) => {
        const isSelected = selected === card.id;
        return (
          <CardGridItem key={card.id} step={index}>
            <Card
              as="article"
              data-selected={isSelected || undefined}
              className={cn(
                "group relative flex h-full flex-col overflow-hidden transition duration-300 motion-reduce:transition-none",
                isSelected
                  ? "-translate-y-1 border-accent shadow-raised ring-4 ring-accent/40"
                  : "hover:-translate-y-1 hover:shadow-raised focus-within:-translate-y-1 focus-within:shadow-raised motion-reduce:hover:translate-y-0",
              )}
            >
              {index === 0 && card.id === "karate" ? (
                <InlineArt
                  drawing={firstCardDrawing}
                  className="aspect-[4/3] w-full bg-surface-muted"
                />
              ) : (
                <ArtPicture
                  name={art[card.id]}
                  sizes={programCardSizes}
                  priority={index === 0}
                  belowFirstScreen={index > 0}
                  className="aspect-[4/3] w-full bg-surface-muted object-cover"
                />
              )}
              <div className="flex flex-1 flex-col gap-3 p-6">
                <p className="text-sm font-semibold tracking-widest text-accent uppercase">
                  {card.eyebrow}
                </p>
                <h3 id={`program-${card.id}`} className="text-2xl font-bold text-ink">
                  {card.title}
                </h3>
                <p className="text-ink-muted">{card.description}</p>
                <ul className="flex flex-wrap gap-2" aria-label={`${card.title} highlights`}>
                  {card.highlights.map((highlight) => (
                    <li
                      key={highlight}
                      className="rounded-full bg-surface-muted px-3 py-1 text-xs font-semibold text-ink"
                    >
                      {highlight}
                    </li>
                  ))}
                </ul>
                <Link
                  to={card.to}
                  onClick={(event) => choose(event, card)}
                  aria-busy={isSelected || undefined}
                  className={cn(
                    buttonVariants({ variant: isSelected ? "accent" : "primary" }),
                    // Three cards share a tablet's width: the label wraps rather than
                    // sticking out of its card.
                    "mt-auto self-start sm:whitespace-normal after:absolute after:inset-0 after:content-['']",
                  )}
                >
                  {isSelected ? (
                    <Loader2 aria-hidden className="animate-spin motion-reduce:animate-none" />
                  ) : null}
                  {isSelected ? landing.loadingLabel : card.buttonLabel}
                  {/* The program's name completes the label for screen readers and search. */}
                  <span className="sr-only">{`: ${card.title}`}</span>
                  {isSelected ? null : <ArrowRight aria-hidden />}
                </Link>
              </div>
            </Card>
          </CardGridItem>
        );
      })}
    </CardGrid>
  );
}
