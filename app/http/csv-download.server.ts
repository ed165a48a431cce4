import { toCsv } from "~/lib/csv";
import { logger } from "~/infra/logger.server";

// A CSV download written as it is read (decision 026): the header leaves at once, then one
// batch of rows per read of the database, each read only when the connection has taken the one
// before (the stream is pulled, and the server waits for the socket to drain), so the server
// holds a batch or two however many rows the export has. A failure mid-way cuts the download
// off and is logged; a visitor who goes away stops the reads.

type Field = string | number | null | undefined;

/** Rows as CSV lines, each formatted as lib/csv formats any row. */
function csvLines(rows: Field[][]): string {
  const [first, ...rest] = rows;
  return first
    ? toCsv(
        first.map((field) => (field === null || field === undefined ? "" : String(field))),
        rest,
      )
    : "";
}

export function csvDownload(
  fileName: string,
  header: string[],
  batches: AsyncIterable<Field[][]>,
): Response {
  const encoder = new TextEncoder();
  const iterator = batches[Symbol.asyncIterator]();
  let headerSent = false;
  const body = new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        if (!headerSent) {
          headerSent = true;
          controller.enqueue(encoder.encode(`\uFEFF${csvLines([header])}`));
          return;
        }
        try {
          // One batch per turn of the event loop: requests that came in meanwhile are answered
          // between two reads (SQLite reads run on this thread).
          await new Promise((resolve) => setImmediate(resolve));
          const next = await iterator.next();
          if (next.done) controller.close();
          else controller.enqueue(encoder.encode(csvLines(next.value)));
        } catch (error) {
          logger.error({ err: error }, `the download ${fileName} could not be written`);
          controller.error(error);
        }
      },
      async cancel() {
        await iterator.return?.();
      },
    },
    { highWaterMark: 1 },
  );
  return new Response(body, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${fileName}"`,
      "Cache-Control": "no-store",
      "X-Robots-Tag": "noindex, nofollow",
    },
  });
}
