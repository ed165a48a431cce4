import cluster from "node:cluster";
import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import { createServer } from "node:http";
import { etagOf } from "../../app/http/caching.server.ts";
import { workerV8Flags } from "../../server/worker-v8-flags.ts";

// Node's HTTP server and nothing else: one worker per core, with the site's workers' V8 settings,
// answering each page the throughput part measures with the body and headers our server sent
// (its own ETag, length and request id, as our server makes them). Started fresh beside our
// server and nginx, it shows how fast Node itself answers on this machine at this hour, so a
// reader can tell the machine's hour from the site's own cost (scripts/bench/throughput.ts).
//
// Usage: node scripts/bench/bare-node.ts <answers.json> <port> <workers>

/** What throughput.ts writes: each page's file and the headers to send with it. */
export type BareAnswers = Record<
  string,
  { file: string; headers: ReadonlyArray<readonly [string, string]> }
>;

const [answersFile = "", port = "0", workers = "1"] = process.argv.slice(2);

if (cluster.isPrimary) {
  cluster.setupPrimary({ execArgv: [...process.execArgv, ...workerV8Flags] });
  for (let i = 0; i < Number(workers); i++) cluster.fork();
} else {
  const answers = new Map(
    Object.entries(JSON.parse(readFileSync(answersFile, "utf8")) as BareAnswers).map(
      ([page, { file, headers }]) => {
        const body = readFileSync(file);
        const head = [
          ...headers.flat(),
          "Content-Type",
          "text/html; charset=utf-8",
          "ETag",
          etagOf(body),
          "Content-Length",
          String(body.length),
        ];
        return [page, { body, head }] as const;
      },
    ),
  );
  createServer((req, res) => {
    const answer = answers.get(req.url ?? "");
    if (!answer) {
      res.writeHead(404, { "Content-Length": "0" });
      res.end();
      return;
    }
    res.writeHead(200, [...answer.head, "X-Request-Id", randomUUID()]);
    res.end(answer.body);
  }).listen(Number(port), "127.0.0.1");
}
