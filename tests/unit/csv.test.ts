import { describe, expect, it } from "vitest";
import { couldBeFormula, toCsv } from "~/lib/csv";

// The staff area's CSV exports (inbox, subscribers): RFC 4180, with OWASP's rule against CSV
// injection applied only where a value could be a formula, so every valid email address goes to
// the mailing provider exactly as the visitor typed it.

describe("CSV exports", () => {
  it("neutralises what a spreadsheet would run as a formula", () => {
    for (const value of [
      '=HYPERLINK("https://evil.example","click")',
      "+cmd|' /C calc'!A0",
      "-2+3",
      "@SUM(A1:A9)",
      "\t=1+1",
      "\r=1+1",
      "=a@example.com",
    ]) {
      expect(couldBeFormula(value), value).toBe(true);
    }
    expect(toCsv(["name"], [["=1+1"]])).toBe("name\r\n'=1+1\r\n");
  });

  it("leaves every valid email address as it is, those starting with + or - too", () => {
    for (const address of [
      "+news@example.com",
      "-dojo@example.com",
      "parent+karate@example.com",
      "o'brien@example.com",
    ]) {
      expect(couldBeFormula(address), address).toBe(false);
    }
    expect(toCsv(["email"], [["+news@example.com"], ["-dojo@example.com"]])).toBe(
      "email\r\n+news@example.com\r\n-dojo@example.com\r\n",
    );
  });

  it("quotes a field with a comma, a quote or a line break", () => {
    expect(toCsv(["a", "b"], [['say "hi"', "one, two"]])).toBe(
      'a,b\r\n"say ""hi""","one, two"\r\n',
    );
  });
});
