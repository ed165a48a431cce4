import type { Route } from "./+types/contact";
import { requestContext } from "~/infra/request-context";
import { receiveContactMessage } from "~/services/contact.server";

// The contact forms post here when the page's script runs, and read the JSON answer (spec §5:
// success is an OK reply whose body carries a success flag or a message).

export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST")
    return new Response(null, { status: 405, headers: { Allow: "POST" } });
  const { status, result } = await receiveContactMessage(
    await request.formData(),
    context.get(requestContext).ip,
  );
  return Response.json(result, { status, headers: { "Cache-Control": "no-store" } });
}

export function loader() {
  return new Response(null, { status: 405, headers: { Allow: "POST" } });
}
