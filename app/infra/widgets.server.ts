import type { TicketWidgetSettings, WidgetConfig, WidgetKind } from "~/lib/widgets";
import { env, type Env } from "./env.server";

const settingFor: Record<WidgetKind, keyof Env> = {
  schedule: "PROVIDER_SCHEDULE_WIDGET",
  events: "PROVIDER_EVENTS_WIDGET",
  store: "PROVIDER_STORE_WIDGET",
};

/**
 * The widgets that are configured: a widget needs the provider's script and its own
 * identifiers. Whatever is missing shows as a plain link to the provider's page instead.
 */
export function widgetConfig(settings: Env = env): WidgetConfig {
  const script = settings.PROVIDER_WIDGET_SCRIPT;
  if (!script) return {};
  const config: WidgetConfig = {};
  for (const [kind, name] of Object.entries(settingFor) as [WidgetKind, keyof Env][]) {
    const value = settings[name];
    if (typeof value !== "string") continue;
    config[kind] = {
      script,
      element: settings.PROVIDER_WIDGET_ELEMENT,
      attributes: Object.fromEntries(new URLSearchParams(value)),
    };
  }
  return config;
}

/** The ticket checkout widget's settings, when both its script and the event are configured. */
export function ticketWidgetConfig(settings: Env = env): TicketWidgetSettings | null {
  const script = settings.TICKET_WIDGET_SCRIPT;
  const eventId = settings.TICKET_EVENT_ID;
  return script && eventId ? { script, eventId } : null;
}

/** The outside origins the widgets load from, for the Content-Security-Policy. */
export function widgetOrigins(settings: Env = env): string[] {
  const scripts = [settings.PROVIDER_WIDGET_SCRIPT, ticketWidgetConfig(settings)?.script];
  return [...new Set(scripts.filter((url) => url !== undefined).map((url) => new URL(url).origin))];
}
