import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { mindfulAi } from "~/content/mindful-ai";
import MindfulAi from "~/routes/mindful-ai";

// The ticket checkout is an outside service the site may run without (no TICKET_WIDGET_SCRIPT or
// TICKET_EVENT_ID): while registration is open the section stays, with the plain booking link
// the widget would have replaced.

type LoaderData = Parameters<typeof MindfulAi>[0]["loaderData"];

// The loader's data as the page receives it (its lists typed as serialized, not readonly).
const open = {
  page: mindfulAi,
  title: mindfulAi.title,
  upcoming: true,
  when: "Saturday, Aug 2, 7:00pm - 8:30pm EDT",
  notice: null,
  bookingUrl: "https://booking.example.com/mindful-ai",
  ticket: null,
  faq: [],
} as unknown as LoaderData;

function render(loaderData: LoaderData): string {
  const Stub = createRoutesStub([
    {
      id: "mindful-ai",
      path: "/mindful-ai",
      Component: () => <MindfulAi {...({ loaderData } as Parameters<typeof MindfulAi>[0])} />,
    },
  ]);
  return renderToString(<Stub initialEntries={["/mindful-ai"]} />);
}

describe("/mindful-ai's tickets", () => {
  it("without a ticket widget configured, keeps the section with the booking link", () => {
    const html = render(open);
    expect(html).toContain(`id="tickets-heading"`);
    expect(html).toContain(mindfulAi.ticketsFallback);
    expect(html.split(`href="${open.bookingUrl}"`).length - 1).toBeGreaterThanOrEqual(3);
  });

  it("once registration is not open, has no ticket section", () => {
    const html = render({ ...open, bookingUrl: null });
    expect(html).not.toContain(`id="tickets-heading"`);
    expect(html).not.toContain(mindfulAi.ticketsFallback);
  });
});
