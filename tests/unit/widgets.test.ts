import { describe, expect, it } from "vitest";
import { parseEnv } from "~/infra/env.server";
import { ticketWidgetConfig, widgetConfig, widgetOrigins } from "~/infra/widgets.server";
import { contentSecurityPolicy } from "../../server/http/security-headers";

// The provider's widgets come from configuration; nothing configured means plain links, and the
// Content-Security-Policy names the provider only when a script is configured.

describe("widget configuration", () => {
  it("is empty without the provider's script, whatever else is set", () => {
    const settings = parseEnv({ PROVIDER_SCHEDULE_WIDGET: "data-widget-id=abc" });
    expect(widgetConfig(settings)).toEqual({});
    expect(widgetOrigins(settings)).toEqual([]);
  });

  it("lists each configured widget with its data attributes", () => {
    const settings = parseEnv({
      PROVIDER_WIDGET_SCRIPT: "https://widgets.example.com/healcode.js",
      PROVIDER_SCHEDULE_WIDGET: "data-type=schedules&data-widget-id=8a1",
      PROVIDER_STORE_WIDGET: "data-business=tiger&data-skin=calm&data-location=1",
    });
    expect(widgetConfig(settings)).toEqual({
      schedule: {
        script: "https://widgets.example.com/healcode.js",
        element: "healcode-widget",
        attributes: { "data-type": "schedules", "data-widget-id": "8a1" },
      },
      store: {
        script: "https://widgets.example.com/healcode.js",
        element: "healcode-widget",
        attributes: { "data-business": "tiger", "data-skin": "calm", "data-location": "1" },
      },
    });
    expect(widgetOrigins(settings)).toEqual(["https://widgets.example.com"]);
  });

  it("has a ticket widget only with both its script and the event id", () => {
    expect(ticketWidgetConfig(parseEnv({ TICKET_EVENT_ID: "123" }))).toBeNull();
    expect(
      ticketWidgetConfig(parseEnv({ TICKET_WIDGET_SCRIPT: "https://tickets.example.com/w.js" })),
    ).toBeNull();
    const settings = parseEnv({
      TICKET_WIDGET_SCRIPT: "https://tickets.example.com/w.js",
      TICKET_EVENT_ID: "1234567890",
      PROVIDER_WIDGET_SCRIPT: "https://widgets.example.com/healcode.js",
    });
    expect(ticketWidgetConfig(settings)).toEqual({
      script: "https://tickets.example.com/w.js",
      eventId: "1234567890",
    });
    expect(widgetOrigins(settings)).toEqual([
      "https://widgets.example.com",
      "https://tickets.example.com",
    ]);
    expect(() => parseEnv({ TICKET_EVENT_ID: "1; drop" })).toThrow(/TICKET_EVENT_ID/);
  });

  it("refuses attributes that are not data-* and element names that are not custom", () => {
    expect(() => parseEnv({ PROVIDER_EVENTS_WIDGET: "onload=alert(1)" })).toThrow(
      /PROVIDER_EVENTS_WIDGET/,
    );
    expect(() => parseEnv({ PROVIDER_WIDGET_ELEMENT: "script" })).toThrow(
      /PROVIDER_WIDGET_ELEMENT/,
    );
    expect(() => parseEnv({ PROVIDER_WIDGET_SCRIPT: "not a url" })).toThrow(
      /PROVIDER_WIDGET_SCRIPT/,
    );
  });
});

describe("Content-Security-Policy", () => {
  it("allows only the site and the video players' frames by default", () => {
    const policy = contentSecurityPolicy(["'nonce-abc'"], false);
    expect(policy).toContain("script-src 'self' 'nonce-abc';");
    expect(policy).toContain(
      "frame-src 'self' https://www.youtube-nocookie.com https://player.vimeo.com;",
    );
  });

  it("adds the provider's origin where its widget needs it", () => {
    const policy = contentSecurityPolicy(["'nonce-abc'"], false, ["https://widgets.example.com"]);
    for (const directive of ["script-src", "style-src", "img-src", "connect-src", "frame-src"]) {
      expect(policy).toMatch(new RegExp(`${directive} [^;]*https://widgets\\.example\\.com`));
    }
  });
});
