import type * as React from "react";
import spriteFile from "~/assets/icons.svg?url";
import { iconSymbolId, SYMBOLS_ATTRIBUTE, symbolsElement, symbolsOf } from "~/lib/icon-sprite";

// The line icons of the site (Lucide's drawings, ISC licence), each a small <svg> that uses its
// <symbol> from one sprite (app/assets/icons.svg, written by `npm run icons`). The server puts
// the symbols a page draws into the page (lib/icon-symbols.server.ts); once the app has started,
// loadIconSprite() adds the rest, for the pages reached by a link. The drawings are not script
// every page carries: Lucide's React components put every icon's path data into the page's
// JavaScript. Same props and look as lucide-react's components: currentColor strokes, 24×24,
// strokeWidth, className.

export type IconProps = Omit<React.ComponentProps<"svg">, "children">;

export type IconComponent = (props: IconProps) => React.JSX.Element;

function icon(name: string): IconComponent {
  return function Icon({ className, strokeWidth, style, ...props }: IconProps) {
    // Lucide's strokes, size and fill come from the `.lucide` rule (styles.css); only a stroke
    // width other than its 2 is written on the icon. Which icon it is, the symbol it uses says
    // (no per-icon class: no rule needs one, and every page would carry it once per icon).
    return (
      <svg
        viewBox="0 0 24 24"
        aria-hidden="true"
        className={className ? `lucide ${className}` : "lucide"}
        style={strokeWidth === undefined ? style : { ...style, strokeWidth }}
        {...props}
      >
        <use href={`#${iconSymbolId(name)}`} />
      </svg>
    );
  };
}

/**
 * Adds the sprite's symbols the page does not hold yet to its hidden symbols element (made if
 * the page has none). Called once the app has started; if the sprite cannot be fetched, the
 * page keeps the icons it has.
 */
export async function loadIconSprite(): Promise<void> {
  let text: string;
  try {
    const response = await fetch(spriteFile);
    if (!response.ok) return;
    text = await response.text();
  } catch {
    return;
  }
  const missing = [...symbolsOf(text)]
    .filter(([id]) => !document.getElementById(id))
    .map(([, markup]) => markup)
    .join("");
  if (missing === "") return;
  const holder = document.querySelector(`svg[${SYMBOLS_ATTRIBUTE}]`);
  if (holder) holder.insertAdjacentHTML("beforeend", missing);
  else document.body.insertAdjacentHTML("beforeend", symbolsElement(missing));
}

export const AlertCircle = icon("circle-exclamation-point");
export const Apple = icon("apple");
export const ArrowLeft = icon("arrow-left");
export const ArrowRight = icon("arrow-right");
export const Award = icon("award");
export const Baby = icon("baby");
export const Bird = icon("bird");
export const BookOpen = icon("book-open");
export const Brain = icon("brain");
export const Brush = icon("brush");
export const Cake = icon("cake");
export const Calendar = icon("calendar");
export const CalendarClock = icon("calendar-clock");
export const CalendarDays = icon("calendar-days");
export const CalendarX = icon("calendar-x");
export const Check = icon("check");
export const CheckCircle2 = icon("circle-check");
export const ChevronDown = icon("chevron-down");
export const Clock = icon("clock");
export const Crown = icon("crown");
export const DoorOpen = icon("door-open");
export const Download = icon("download");
export const Dumbbell = icon("dumbbell");
export const ExternalLink = icon("external-link");
export const Fan = icon("fan");
export const Film = icon("film");
export const Flower2 = icon("flower-2");
export const Footprints = icon("footprints");
export const Gift = icon("gift");
export const HandHeart = icon("hand-heart");
export const Handshake = icon("handshake");
export const HeartHandshake = icon("heart-handshake");
export const KeyRound = icon("key-round");
export const Landmark = icon("landmark");
export const Languages = icon("languages");
export const Loader2 = icon("loader-circle");
export const LogIn = icon("log-in");
export const Mail = icon("mail");
export const MapPin = icon("map-pin");
export const Medal = icon("medal");
export const Menu = icon("menu");
export const MessageCircleQuestion = icon("message-circle-question-mark");
export const Mountain = icon("mountain");
export const Music = icon("eighth-notes");
export const Palette = icon("palette");
export const PartyPopper = icon("party-popper");
export const Pause = icon("pause");
export const PenTool = icon("pen-tool");
export const Phone = icon("phone");
export const Play = icon("play");
export const Quote = icon("quote");
export const ScrollText = icon("scroll-text");
export const Shield = icon("shield");
export const ShieldCheck = icon("shield-check");
export const Shirt = icon("shirt");
export const Sparkles = icon("sparkles");
export const Sprout = icon("sprout");
export const Star = icon("star");
export const Sunrise = icon("sunrise");
export const Swords = icon("swords");
export const Tag = icon("tag");
export const Target = icon("target");
export const Tent = icon("tent");
export const Ticket = icon("ticket");
export const TimerReset = icon("timer-reset");
export const Trees = icon("trees");
export const Trophy = icon("trophy");
export const Upload = icon("upload");
export const User = icon("user");
export const UserPlus = icon("user-plus");
export const UserRound = icon("user-round");
export const Users = icon("users");
export const Volume2 = icon("volume-2");
export const Wind = icon("wind");
export const X = icon("x");
