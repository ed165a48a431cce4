import { type EventMotif } from "~/model/events";
import {
  Award,
  Bird,
  Fan,
  Film,
  Mountain,
  ShieldCheck,
  Sparkles,
  Sunrise,
  Swords,
  Trophy,
  type IconComponent,
} from "~/components/ui/icons";

// The drawn symbol of each event motif: on the event's card, and in the staff area's preview
// of the symbol chosen for it.

export const motifIcons: Record<EventMotif, IconComponent> = {
  sword: Swords,
  shield: ShieldCheck,
  belt: Award,
  film: Film,
  lantern: Sparkles,
  sunrise: Sunrise,
  crane: Bird,
  trophy: Trophy,
  mountain: Mountain,
  fan: Fan,
};
