// CSV as RFC 4180 writes it, which spreadsheets and mailing providers import: a header row,
// fields quoted where they hold a comma, quote or line break, lines ended with CRLF. A field that
// a spreadsheet would run as a formula (=, +, -, @, tab, CR first) gets a leading apostrophe.

const formulaStart = /^[=+\-@\t\r]/;

function field(value: string | number | null | undefined): string {
  let text = value === null || value === undefined ? "" : String(value);
  if (formulaStart.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv(header: string[], rows: (string | number | null | undefined)[][]): string {
  return [header, ...rows].map((row) => row.map(field).join(",")).join("\r\n") + "\r\n";
}

/** A download's answer: the file, its name, and never cached. */
export function csvResponse(fileName: string, csv: string): Response {
  return new Response(`\uFEFF${csv}`, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${fileName}"`,
      "Cache-Control": "no-store",
      "X-Robots-Tag": "noindex, nofollow",
    },
  });
}
