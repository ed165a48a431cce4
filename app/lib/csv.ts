import { z } from "zod";

// CSV as RFC 4180 writes it, which spreadsheets and mailing providers import: a header row,
// fields quoted where they hold a comma, quote or line break, lines ended with CRLF. A field that
// a spreadsheet would run as a formula (=, +, -, @, tab, CR first: OWASP's CSV injection rule)
// gets a leading apostrophe, except an email address: the addresses the site takes hold only
// letters, digits and . _ ' + - before the @, which make no formula, and a mailing provider must
// import "+news@example.com" or "-dojo@example.com" as it is.

const formulaStart = /^[=+\-@\t\r]/;
const emailAddress = z.email();

/** Whether a spreadsheet could run the text as a formula. */
export function couldBeFormula(text: string): boolean {
  if (!formulaStart.test(text)) return false;
  const signed = text.startsWith("+") || text.startsWith("-");
  return !(signed && text.length <= 254 && emailAddress.safeParse(text).success);
}

function field(value: string | number | null | undefined): string {
  let text = value === null || value === undefined ? "" : String(value);
  if (couldBeFormula(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv(header: string[], rows: (string | number | null | undefined)[][]): string {
  return [header, ...rows].map((row) => row.map(field).join(",")).join("\r\n") + "\r\n";
}
