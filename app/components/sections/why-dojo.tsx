import { Landmark, ScrollText, Sprout, Users, type IconComponent } from "~/components/ui/icons";
import { whyDojo } from "~/content/dojo";
import { IconCards } from "./icon-cards";

const icons: Record<(typeof whyDojo.reasons)[number]["icon"], IconComponent> = {
  legacy: Landmark,
  lineage: ScrollText,
  community: Users,
  holistic: Sprout,
};

/** Four reasons to train here (spec §2: legacy, lineage, community, holistic development). */
export function WhyDojo({ id = "why" }: { id?: string }) {
  return (
    <IconCards
      id={id}
      title={whyDojo.heading}
      muted
      cards={whyDojo.reasons.map((reason) => ({ ...reason, icon: icons[reason.icon] }))}
    />
  );
}
