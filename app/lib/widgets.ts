// The scheduling provider's embedded widgets (spec §7 "Embedded third-party content"): which
// kinds exist and what the browser needs to show one. Settings come from the server's
// configuration (app/infra/widgets.server.ts) through the root loader.

export type WidgetKind = "schedule" | "events" | "store";

export type WidgetSettings = {
  /** The provider's widget script, added to the page once. */
  script: string;
  /** The custom element the script turns into the widget. */
  element: string;
  /** The widget's data-* attributes: its identifiers (business, skin, location, widget id). */
  attributes: Record<string, string>;
};

export type WidgetConfig = Partial<Record<WidgetKind, WidgetSettings>>;

/** What the root route's loader gives every page about the widgets (root.tsx). */
export type RootWidgetData = { widgets: WidgetConfig };

/** How long a widget may take to appear before the plain link takes its place. */
export const widgetLoadTimeoutMs = 6000;

/** The ticket checkout widget on the workshop page (spec §3 "Ticket widget config"). */
export type TicketWidgetSettings = { script: string; eventId: string };

export const ticketWidget = {
  /** The widget loads this long after the page (spec §9). */
  delayMs: 100,
  /** The height of its container (spec §9). */
  height: 425,
  containerId: "ticket-checkout",
} as const;
