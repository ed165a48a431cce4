import { deliveriesText } from "~/content/admin/deliveries";
import { Badge } from "~/components/ui/badge";

export type DeliveryStateName = keyof typeof deliveriesText.states;

const variants = {
  kept: "outline",
  waiting: "neutral",
  retrying: "accent",
  delivered: "outline",
  failed: "danger",
} as const satisfies Record<DeliveryStateName, string>;

/** Where a message or sign-up stands with its deliveries to outside services. */
export function DeliveryBadge({ state }: { state: DeliveryStateName }) {
  return (
    <Badge variant={variants[state]} data-delivery={state}>
      {deliveriesText.states[state]}
    </Badge>
  );
}
