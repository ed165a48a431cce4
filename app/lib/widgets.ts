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

/** How long a widget may take to appear before the plain link takes its place. */
export const widgetLoadTimeoutMs = 6000;
