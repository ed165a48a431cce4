import { setClock } from "~/infra/clock.server";

// Built only into the end-to-end test build (STUDIO_TEST_BUILD=1): sets the clock that decides
// what is current (app/infra/clock.server.ts), so the suite can stand on a season's last minute,
// a clock-change day or the minute a scheduled publish passes. `now` is an instant; empty puts
// the clock back to real time.

// Typed by hand: the route exists only in the test build, so no route types are generated for it.
export async function action({ request }: { request: Request }) {
  const form = await request.formData();
  const value = String(form.get("now") ?? "");
  const time = value === "" ? undefined : new Date(value);
  if (time && Number.isNaN(time.getTime())) {
    return new Response("now must be an instant", { status: 400 });
  }
  setClock(time);
  return new Response(null, { status: 204 });
}
