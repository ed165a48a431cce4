import { Link } from "react-router";
import type { Route } from "./+types/dashboard";
import { dashboardText } from "~/content/admin/dashboard";
import { getDb } from "~/infra/db.server";
import { getSpool } from "~/infra/spool.server";
import { formatEventDate } from "~/model/times";
import { AdminHeading } from "~/components/admin/admin-frame";
import { Button } from "~/components/ui/button";
import { upcomingEvents } from "~/services/events/event-reads.server";
import { countDeliveries } from "~/services/delivery/status.server";
import { countUnread } from "~/services/messages/inbox.server";
import { countSignUpsSince } from "~/services/subscribers/subscribers.server";
import { whatGoesStale } from "~/services/attention.server";
import { now } from "~/infra/clock.server";
import { requireStaff } from "~/http/staff-access.server";
import { staffMeta } from "./staff-page";

// What a staff member opens first: unread messages, the next events, recent sign-ups per side,
// and anything that needs someone's attention.

const monthMs = 30 * 24 * 60 * 60 * 1000;

export async function loader({ request }: Route.LoaderArgs) {
  const { user } = await requireStaff(request);
  const db = getDb();
  const [unread, next, signUps, spooled, deliveries, stale] = await Promise.all([
    countUnread(db),
    upcomingEvents(db, { limit: 3 }),
    countSignUpsSince(db, new Date(Date.now() - monthMs)),
    getSpool().depth(),
    countDeliveries(db),
    whatGoesStale(db, now()),
  ]);
  const attention: { text: string; to?: string; label?: string }[] = [
    ...(spooled > 0 ? [{ text: dashboardText.spooled(spooled) }] : []),
    ...(deliveries.failed > 0
      ? [{ text: dashboardText.failedDeliveries(deliveries.failed), to: "/admin/deliveries" }]
      : []),
    ...(deliveries.retrying > 0
      ? [{ text: dashboardText.retryingDeliveries(deliveries.retrying), to: "/admin/deliveries" }]
      : []),
    ...stale.map((item) => ({ ...item, label: dashboardText.stale.fix })),
  ];
  return {
    unread,
    next: next.map((event) => ({
      id: event.id,
      title: event.title,
      when: formatEventDate(event.startsAt),
    })),
    signUps,
    attention,
    twoFactorOff: !user.twoFactorEnabled,
  };
}

export function meta() {
  return staffMeta(dashboardText.heading);
}

function Panel({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section
      aria-label={title}
      className="rounded-card border border-border bg-surface p-5 shadow-card"
    >
      <h2 className="font-semibold text-ink-muted">{title}</h2>
      <div className="mt-3">{children}</div>
    </section>
  );
}

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  const { unread, next, signUps, attention, twoFactorOff } = loaderData;
  return (
    <>
      <AdminHeading title={dashboardText.heading}>
        <Button asChild>
          <Link to="/admin/schedule/cancel">{dashboardText.cancelClass}</Link>
        </Button>
      </AdminHeading>
      <div className="grid gap-4 md:grid-cols-2">
        <Panel title={dashboardText.unread}>
          <p className="text-4xl font-bold text-ink" data-testid="unread-count">
            {unread}
          </p>
          <Link
            to="/admin/inbox?state=unread"
            className="mt-2 inline-block text-primary underline underline-offset-4"
          >
            {dashboardText.openInbox}
          </Link>
        </Panel>
        <Panel title={dashboardText.signUps}>
          <dl className="grid grid-cols-2 gap-2">
            {(["karate", "yoga"] as const).map((side) => (
              <div key={side}>
                <dt className="capitalize text-ink-muted">{side}</dt>
                <dd className="text-3xl font-bold text-ink" data-testid={`sign-ups-${side}`}>
                  {signUps[side]}
                </dd>
              </div>
            ))}
          </dl>
        </Panel>
        <Panel title={dashboardText.nextEvents}>
          {next.length === 0 ? (
            <p className="text-ink-muted">{dashboardText.noEvents}</p>
          ) : (
            <ul className="flex flex-col gap-2">
              {next.map((event) => (
                <li key={event.id}>
                  <Link
                    to={`/admin/events/${event.id}`}
                    className="font-semibold text-ink hover:underline"
                  >
                    {event.title}
                  </Link>
                  <span className="block text-sm text-ink-muted">{event.when}</span>
                </li>
              ))}
            </ul>
          )}
          <Link
            to="/admin/events"
            className="mt-3 inline-block text-primary underline underline-offset-4"
          >
            {dashboardText.manageEvents}
          </Link>
        </Panel>
        <Panel title={dashboardText.attention}>
          <ul className="flex flex-col gap-2">
            {attention.map((item) => (
              <li key={item.text} data-testid="attention">
                <span className="font-medium text-danger">{item.text}</span>
                {item.to ? (
                  <>
                    {" "}
                    <Link to={item.to} className="text-primary underline underline-offset-4">
                      {item.label ?? dashboardText.seeDeliveries}
                    </Link>
                  </>
                ) : null}
              </li>
            ))}
            {twoFactorOff ? (
              <li>
                {dashboardText.twoFactorOff}{" "}
                <Link to="/admin/account" className="text-primary underline underline-offset-4">
                  {dashboardText.setUpTwoFactor}
                </Link>
              </li>
            ) : null}
            {attention.length === 0 && !twoFactorOff ? (
              <li className="text-ink-muted">{dashboardText.allClear}</li>
            ) : null}
          </ul>
        </Panel>
      </div>
    </>
  );
}
