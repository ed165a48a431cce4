import { data } from "react-router";
import { contactPage, type ContactSide } from "~/content/contact-page";
import { requestContext, type RequestInfo } from "~/infra/request-context";
import { receiveContactMessage } from "~/services/contact.server";

type ActionArgs = {
  request: Request;
  context: { get: (key: typeof requestContext) => RequestInfo };
};

/** The contact pages' own action: the form's post without script, answered with the page. */
export async function contactPageAction({ request, context }: ActionArgs, side: ContactSide) {
  const { status, result } = await receiveContactMessage(
    await request.formData(),
    context.get(requestContext).ip,
    { side, page: contactPage.sides[side].path },
  );
  return data(result, { status });
}
