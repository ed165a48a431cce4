import { describe, expect, it } from "vitest";
import { parseEnv } from "~/infra/env.server";
import { widgetConfig, widgetOrigin } from "~/infra/widgets.server";
import { contentSecurityPolicy } from "../../server/http/security-headers";

// The provider's widgets come from configuration; nothing configured means plain links, and the
// Content-Security-Policy names the provider only when a script is configured.

describe("widget configuration", () => {
  it("is empty without the provider's script, whatever else is set", () => {
    const settings = parseEnv({ PROVIDER_SCHEDULE_WIDGET: "data-widget-id=abc" });
    expect(widgetConfig(settings)).toEqual({});
    expect(widgetOrigin(settings)).toBeNull();
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
    expect(widgetOrigin(settings)).toBe("https://widgets.example.com");
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
