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
export function DeliveryBadge({
  state,
  signUp = false,
}: {
  state: DeliveryStateName;
  /** A newsletter sign-up: kept here means not sent to a mailing list, rather than not emailed. */
  signUp?: boolean;
}) {
  return (
    <Badge variant={variants[state]} data-delivery={state}>
      {signUp && state === "kept" ? deliveriesText.keptSignUp : deliveriesText.states[state]}
    </Badge>
  );
}
