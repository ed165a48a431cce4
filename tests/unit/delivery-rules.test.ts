import { describe, expect, it } from "vitest";
import { parseEnv } from "~/infra/env.server";
import { mailFailure } from "~/infra/mail.server";
import { statusMayPass } from "~/infra/outside-calls.server";
import { deliveryConfigFrom } from "~/services/delivery/config.server";
import { memberHash } from "~/services/delivery/payloads";
import { longestWaitMs, retryDelayMs } from "~/services/delivery/schedule";

// The rules deliveries follow: when a failed one is tried again, which failures may pass, and
// how the settings become targets.

describe("retry waits", () => {
  it("start at the first delay and double, shortened by up to half at random", () => {
    expect(retryDelayMs(1, 5000, 0)).toBe(5000);
    expect(retryDelayMs(2, 5000, 0)).toBe(10_000);
    expect(retryDelayMs(3, 5000, 0)).toBe(20_000);
    expect(retryDelayMs(3, 5000, 1)).toBe(10_000);
    expect(retryDelayMs(3, 5000, 0.5)).toBe(15_000);
  });

  it("never wait more than an hour, however many tries", () => {
    expect(retryDelayMs(12, 5000, 0)).toBe(longestWaitMs);
    expect(retryDelayMs(10_000, 5000, 0)).toBe(longestWaitMs);
  });
});

describe("failures", () => {
  it("try again after a server error, a timeout or a rate limit, not after a refusal", () => {
    expect([500, 502, 503, 408, 429].map(statusMayPass)).toEqual([true, true, true, true, true]);
    expect([400, 401, 403, 404, 422].map(statusMayPass)).toEqual([
      false,
      false,
      false,
      false,
      false,
    ]);
  });

  it("by mail: a 4xx reply or a lost connection may pass; a 5xx reply is final", () => {
    expect(mailFailure({ responseCode: 451, response: "451 try later" }).retry).toBe(true);
    expect(mailFailure({ responseCode: 550, response: "550 no such user" })).toMatchObject({
      retry: false,
      message: "SMTP 550 no such user",
    });
    expect(mailFailure({ responseCode: 535, response: "535 bad login" }).retry).toBe(false);
    expect(mailFailure({ code: "ECONNECTION", message: "connect ECONNREFUSED" }).retry).toBe(true);
    expect(mailFailure(new Error("socket closed")).retry).toBe(true);
  });
});

describe("delivery settings", () => {
  const origin = "https://studio.example";

  it("configure nothing by default", () => {
    const config = deliveryConfigFrom(parseEnv({}), origin);
    expect(config).toMatchObject({
      formService: undefined,
      smtp: undefined,
      mailingList: undefined,
      timeoutMs: 10_000,
      firstRetryMs: 5000,
      mailHost: "studio.example",
    });
  });

  it("name the setting a target is missing", () => {
    expect(() => parseEnv({ FORM_SERVICE_URL: "https://forms.example/submit" })).toThrow(
      /FORM_SERVICE_KEY: is required when FORM_SERVICE_URL is set/,
    );
    expect(() => parseEnv({ MAILING_API_KEY: "abc-us21" })).toThrow(/MAILING_LIST_ID/);
    expect(() => parseEnv({ MAILING_API_KEY: "abc", MAILING_LIST_ID: "list" })).toThrow(
      /MAILING_API_URL/,
    );
    expect(() => parseEnv({ SMTP_URL: "https://mail.example" })).toThrow(/SMTP_URL: must start/);
  });

  it("take the mailing API's host from the key's data centre, and the studio's address from the content", () => {
    const config = deliveryConfigFrom(
      parseEnv({
        SMTP_URL: "smtps://user:pass@mail.example:465",
        MAILING_API_KEY: "0123abcd-us21",
        MAILING_LIST_ID: "list1",
        MAILING_DOUBLE_OPT_IN: "false",
      }),
      origin,
    );
    expect(config.mailingList).toEqual({
      apiUrl: "https://us21.api.mailchimp.com/3.0",
      apiKey: "0123abcd-us21",
      listId: "list1",
      doubleOptIn: false,
    });
    expect(config.smtp).toEqual({
      url: "smtps://user:pass@mail.example:465",
      from: '"Blissful Tiger Dojo website" <website@studio.example>',
      studioAddress: "hello@example.com",
    });
  });

  it("name a list member by the MD5 of the lower-cased address", () => {
    expect(memberHash(" Grace@Example.com ")).toBe("9f528ceb410182ebd9d490172948f11f");
  });
});
