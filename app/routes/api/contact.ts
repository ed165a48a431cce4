import type { Route } from "./+types/contact";
import { requestContext } from "~/infra/request-context";
import { receiveContactPost } from "../forms/contact-post.server";

// The contact forms post here when the page's script runs, and read the JSON answer (spec §5:
// success is an OK reply whose body carries a success flag or a message).

// A resource route with an action only: the server answers any other method with 405 and Allow.
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") {
    return new Response(null, { status: 405, headers: { Allow: "POST" } });
  }
  const answer = await receiveContactPost(request, context.get(requestContext));
  return Response.json(answer.data, answer.init ?? undefined);
}
