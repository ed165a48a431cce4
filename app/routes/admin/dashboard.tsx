import { Link } from "react-router";
import { cn } from "~/lib/cn";
import type { Route } from "./+types/dashboard";
import { dashboardText } from "~/content/admin/dashboard";
import { getDb } from "~/infra/db.server";
import { getSpool } from "~/infra/spool.server";
import { formatStaffTime } from "~/model/times";
import { AdminHeading } from "~/components/admin/admin-frame";
import { Button } from "~/components/ui/button";
import { upcomingEvents } from "~/services/events/event-reads.server";
import { deliveryConfig } from "~/services/delivery/config.server";
import { countUnread } from "~/services/messages/inbox.server";
import { countSignUpsSince } from "~/services/subscribers/subscribers.server";
import { whatGoesStale, whatIsNotWorking } from "~/services/attention.server";
import { now } from "~/infra/clock.server";
import { requireStaff } from "~/http/staff-access.server";
import { staffMeta } from "./staff-page";

// What a staff member opens first, on a phone as often as not: what needs attention (what does
// not work, who cannot sign in, what goes stale), each with its fix; then unread messages, the
// next events and recent sign-ups per side, each count a link to what it counts.

const monthMs = 30 * 24 * 60 * 60 * 1000;

export async function loader({ request }: Route.LoaderArgs) {
  const { user } = await requireStaff(request);
  const db = getDb();
  const at = now();
  const spool = getSpool();
  const [spooled, spoolRejected] = await Promise.all([spool.depth(), spool.rejectedCount()]);
  const [unread, next, signUps, broken, stale] = await Promise.all([
    countUnread(db),
    upcomingEvents(db, { limit: 3, now: at }),
    countSignUpsSince(db, new Date(at.getTime() - monthMs)),
    whatIsNotWorking(
      db,
      { emailSetUp: Boolean(deliveryConfig().smtp), spooled, spoolRejected },
      { forOwner: user.role === "owner" },
    ),
    whatGoesStale(db, at),
  ]);
  return {
    unread,
    next: next.map((event) => ({
      id: event.id,
      title: event.title,
      when: formatStaffTime(event.startsAt, at),
    })),
    signUps,
    attention: [...broken, ...stale.map((item) => ({ ...item, label: dashboardText.stale.fix }))],
    twoFactorOff: !user.twoFactorEnabled,
  };
}

export function meta() {
  return staffMeta(dashboardText.heading);
}

function Panel({
  title,
  className,
  children,
}: {
  title: string;
  className?: string;
  children: React.ReactNode;
}) {
  return (
    <section
      aria-label={title}
      className={cn("rounded-card border border-border bg-surface p-5 shadow-card", className)}
    >
      <h2 className="font-semibold text-ink-muted">{title}</h2>
      <div className="mt-3">{children}</div>
    </section>
  );
}

const linkClass = "text-primary underline underline-offset-4";

/** A count that opens the list it counts: the number large, its meaning for screen readers. */
function CountLink({
  to,
  count,
  name,
  testId,
}: {
  to: string;
  count: number;
  name: string;
  testId: string;
}) {
  return (
    <Link
      to={to}
      aria-label={name}
      data-testid={testId}
      className="-ml-3 inline-flex min-h-11 items-center px-3 text-4xl font-bold text-primary underline underline-offset-4"
    >
      {count}
    </Link>
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
        <Panel title={dashboardText.attention} className="md:col-span-2">
          <ul className="flex flex-col gap-3">
            {attention.map((item) => (
              <li key={item.text} data-testid="attention">
                <span className="font-medium text-danger">{item.text}</span>{" "}
                <Link to={item.to} className={`${linkClass} flex min-h-11 w-fit items-center`}>
                  {item.label}
                </Link>
              </li>
            ))}
            {twoFactorOff ? (
              <li>
                {dashboardText.twoFactorOff}{" "}
                <Link
                  to="/admin/account"
                  className={`${linkClass} flex min-h-11 w-fit items-center`}
                >
                  {dashboardText.setUpTwoFactor}
                </Link>
              </li>
            ) : null}
            {attention.length === 0 && !twoFactorOff ? (
              <li className="text-ink-muted">{dashboardText.allClear}</li>
            ) : null}
          </ul>
        </Panel>
        <Panel title={dashboardText.unread}>
          <CountLink
            to="/admin/inbox?state=unread"
            count={unread}
            name={dashboardText.openUnread(unread)}
            testId="unread-count"
          />
          <Link to="/admin/inbox" className={`${linkClass} mt-2 flex min-h-11 w-fit items-center`}>
            {dashboardText.openInbox}
          </Link>
        </Panel>
        <Panel title={dashboardText.signUps}>
          <dl className="grid grid-cols-2 gap-2">
            {(["karate", "yoga"] as const).map((side) => (
              <div key={side}>
                <dt className="text-ink-muted capitalize">{side}</dt>
                <dd>
                  <CountLink
                    to={`/admin/subscribers?side=${side}`}
                    count={signUps[side]}
                    name={dashboardText.signUpsOn(signUps[side], side)}
                    testId={`sign-ups-${side}`}
                  />
                </dd>
              </div>
            ))}
          </dl>
        </Panel>
        <Panel title={dashboardText.nextEvents} className="md:col-span-2">
          {next.length === 0 ? (
            <p className="text-ink-muted">{dashboardText.noEvents}</p>
          ) : (
            <ul className="flex flex-col gap-2">
              {next.map((event) => (
                <li key={event.id}>
                  <Link
                    to={`/admin/events/${event.id}`}
                    className="inline-flex min-h-11 items-center font-semibold text-ink hover:underline"
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
            className={`${linkClass} mt-3 inline-flex min-h-11 items-center`}
          >
            {dashboardText.manageEvents}
          </Link>
        </Panel>
      </div>
    </>
  );
}
