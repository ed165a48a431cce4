import { KeyRound, LogIn, UserPlus } from "~/components/ui/icons";
import { Link } from "react-router";
import { accountPaths, authPage, loginPage } from "~/content/accounts";
import type { Side } from "~/site-pages";
import { Card } from "~/components/ui/card";
import { ExternalButton } from "~/components/ui/external-link";
import { PageHero } from "./page-hero";

// The student-account pages of both sides (spec §2 "Login and sign-in pages"). The accounts
// themselves are the scheduling provider's; each button opens its page in a new tab.

/** /login and /yoga/login: one card that opens the student portal. */
export function StudentLogin({ side }: { side: Side }) {
  const words = loginPage.sides[side];
  return (
    <>
      <PageHero eyebrow={words.eyebrow} title={loginPage.title} intro={words.intro} />
      <div className="mx-auto max-w-xl px-4 pb-20">
        <Card>
          <div className="flex flex-col gap-1.5 p-6 pb-3">
            <KeyRound aria-hidden className="size-9 text-accent" />
            <h2 className="text-xl font-bold text-ink">{words.cardTitle}</h2>
            <p className="text-ink-muted">{words.cardText}</p>
          </div>
          <div className="flex flex-col gap-4 px-6 pb-6">
            {/* The label shortens on narrow screens; the accessible name holds both labels, so
                it is one name at every width and contains whatever is shown. */}
            <ExternalButton
              href={loginPage.href}
              size="lg"
              aria-label={`${loginPage.narrowLabel}: ${loginPage.wideLabel}`}
            >
              <span data-label="narrow" className="md:hidden">
                {loginPage.narrowLabel}
              </span>
              <span data-label="wide" className="hidden md:inline">
                {loginPage.wideLabel}
              </span>
            </ExternalButton>
            <p className="text-sm text-ink-muted">
              {authPage.sides[side].createText}{" "}
              <Link
                to={accountPaths[side].auth}
                className="font-semibold text-primary underline underline-offset-4"
              >
                {authPage.create.title}
              </Link>
            </p>
          </div>
        </Card>
      </div>
    </>
  );
}

/** /auth and /yoga/auth: create an account, or open the portal. */
export function StudentAccount({ side }: { side: Side }) {
  const words = authPage.sides[side];
  const cards = [
    { ...authPage.create, icon: UserPlus, text: words.createText, variant: "accent" as const },
    { ...authPage.access, icon: LogIn, text: words.accessText, variant: "primary" as const },
  ];
  return (
    <>
      <PageHero eyebrow={words.eyebrow} title={words.title} intro={words.intro} />
      <ul className="mx-auto grid max-w-4xl gap-6 px-4 pb-20 md:grid-cols-2">
        {cards.map((card) => (
          <li key={card.title}>
            <Card className="flex h-full flex-col">
              <div className="flex flex-col gap-1.5 p-6 pb-3">
                <card.icon aria-hidden className="size-9 text-accent" />
                <h2 className="text-xl font-bold text-ink">{card.title}</h2>
                <p className="text-ink-muted">{card.text}</p>
              </div>
              <div className="mt-auto px-6 pb-6">
                <ExternalButton href={card.href} variant={card.variant} className="w-full">
                  {card.label}
                </ExternalButton>
              </div>
            </Card>
          </li>
        ))}
      </ul>
    </>
  );
}
