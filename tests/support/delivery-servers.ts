import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { simpleParser, type ParsedMail } from "mailparser";
import { SMTPServer } from "smtp-server";

// Real stand-ins for the outside services deliveries go to, on 127.0.0.1: an SMTP server that
// parses every mail it takes, and HTTP servers in the shapes of the form-submission service and
// the mailing provider that record every request. Each can go down (its port refuses
// connections), come back on the same port, answer slowly, or answer with a chosen status.

type Mode =
  | { kind: "up" }
  | { kind: "slow"; ms: number }
  | { kind: "status"; status: number; body?: unknown };

type Switchable = {
  port: number;
  /** Closes the port: connections are refused until `up`. */
  down: () => Promise<void>;
  up: () => Promise<void>;
  stop: () => Promise<void>;
};

function listen(server: Server | SMTPServer, port = 0): Promise<number> {
  return new Promise((resolve, reject) => {
    const netServer = server instanceof SMTPServer ? server.server : server;
    netServer.once("error", reject);
    server.listen(port, "127.0.0.1", () => {
      netServer.off("error", reject);
      resolve((netServer.address() as AddressInfo).port);
    });
  });
}

function closeHttp(server: Server): Promise<void> {
  return new Promise((resolve) => {
    server.close(() => resolve());
    server.closeAllConnections();
  });
}

// ---- SMTP -------------------------------------------------------------------------------------

export type TestSmtp = Switchable & {
  url: string;
  mails: ParsedMail[];
  /** Answers every message with this SMTP reply (e.g. 550) until called with undefined. */
  refuseWith: (code: number | undefined) => void;
  /** Holds each message this long before taking it (a slow server). */
  holdFor: (ms: number) => void;
  /** Messages whose data has started to arrive, taken or not. */
  arriving: () => number;
};

export async function startTestSmtp(): Promise<TestSmtp> {
  const mails: ParsedMail[] = [];
  let refusal: number | undefined;
  let holdMs = 0;
  let arriving = 0;
  const make = () =>
    new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS"],
      logger: false,
      onData(stream, _session, callback) {
        arriving += 1;
        simpleParser(stream)
          .then(async (mail) => {
            if (holdMs > 0) await new Promise((resolve) => setTimeout(resolve, holdMs));
            if (refusal !== undefined) {
              const error = Object.assign(new Error("Mailbox unavailable"), {
                responseCode: refusal,
              });
              callback(error);
              return;
            }
            mails.push(mail);
            callback();
          })
          .catch(callback);
      },
    });
  let server = make();
  const port = await listen(server);
  let running = true;
  const close = () =>
    new Promise<void>((resolve) => {
      running = false;
      server.close(() => resolve());
      // Open client connections would keep the port answering: end them.
      for (const socket of (server as unknown as { connections: Set<{ close: () => void }> })
        .connections ?? []) {
        socket.close();
      }
    });
  return {
    url: `smtp://127.0.0.1:${port}`,
    port,
    mails,
    refuseWith(code) {
      refusal = code;
    },
    holdFor(ms) {
      holdMs = ms;
    },
    arriving: () => arriving,
    down: close,
    async up() {
      if (running) return;
      server = make();
      await listen(server, port);
      running = true;
    },
    stop: async () => {
      if (running) await close();
    },
  };
}

// ---- HTTP services ----------------------------------------------------------------------------

export type RecordedRequest = {
  method: string;
  path: string;
  headers: IncomingMessage["headers"];
  body: Buffer;
};

type HttpStandIn = Switchable & {
  url: string;
  requests: RecordedRequest[];
  setMode: (mode: Mode) => void;
};

async function startHttpStandIn(
  answer: (request: RecordedRequest, response: ServerResponse) => void,
): Promise<HttpStandIn> {
  const requests: RecordedRequest[] = [];
  let mode: Mode = { kind: "up" };
  const make = () =>
    createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on("data", (chunk: Buffer) => chunks.push(chunk));
      request.on("end", () => {
        const recorded = {
          method: request.method ?? "",
          path: request.url ?? "",
          headers: request.headers,
          body: Buffer.concat(chunks),
        };
        const current = mode;
        if (current.kind === "slow") {
          setTimeout(() => {
            if (!response.writableEnded && !response.destroyed) {
              response.writeHead(504).end();
            }
          }, current.ms).unref();
          return;
        }
        requests.push(recorded);
        if (current.kind === "status") {
          response.writeHead(current.status, { "Content-Type": "application/json" });
          response.end(JSON.stringify(current.body ?? {}));
          return;
        }
        answer(recorded, response);
      });
    });
  let server = make();
  const port = await listen(server);
  let running = true;
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    requests,
    setMode(next) {
      mode = next;
    },
    async down() {
      running = false;
      await closeHttp(server);
    },
    async up() {
      if (running) return;
      server = make();
      await listen(server, port);
      running = true;
    },
    async stop() {
      if (running) await closeHttp(server);
      running = false;
    },
  };
}

function json(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { "Content-Type": "application/json" });
  response.end(status === 204 ? undefined : JSON.stringify(body));
}

export type TestFormService = HttpStandIn & {
  /** The multipart fields of each message taken. */
  submissions: () => Promise<Record<string, string>[]>;
};

/** In the form service's shape: a multipart POST answered with { success, message }. */
export async function startTestFormService(): Promise<TestFormService> {
  const standIn = await startHttpStandIn((_request, response) =>
    json(response, 200, { success: true, message: "Email sent successfully!" }),
  );
  return {
    ...standIn,
    async submissions() {
      return Promise.all(
        standIn.requests.map(async (request) => {
          const form = await new Request("http://form.test/", {
            method: "POST",
            headers: { "content-type": String(request.headers["content-type"]) },
            body: new Uint8Array(request.body),
          }).formData();
          return Object.fromEntries([...form].map(([name, value]) => [name, String(value)]));
        }),
      );
    },
  };
}

export type ListMember = { email_address: string; status: string; tags: Set<string> };

export type TestMailingList = HttpStandIn & {
  members: Map<string, ListMember>;
};

/**
 * In the mailing provider's shape (Mailchimp Marketing API v3): PUT a member by its hash, POST
 * its tags, PATCH its status, POST delete-permanent. Keeps the members it is told of.
 */
export async function startTestMailingList(listId: string): Promise<TestMailingList> {
  const members = new Map<string, ListMember>();
  const prefix = `/3.0/lists/${listId}/members/`;
  const standIn = await startHttpStandIn((request, response) => {
    if (!request.path.startsWith(prefix))
      return json(response, 404, { title: "Resource Not Found" });
    const [hash = "", ...rest] = request.path.slice(prefix.length).split("/");
    const action = rest.join("/");
    const body = request.body.length > 0 ? JSON.parse(request.body.toString("utf8")) : {};
    const member = members.get(hash);
    if (request.method === "PUT" && action === "") {
      const status = member ? (body.status ?? member.status) : body.status_if_new;
      members.set(hash, {
        email_address: body.email_address,
        status,
        tags: member?.tags ?? new Set(),
      });
      return json(response, 200, { id: hash, status });
    }
    if (!member) return json(response, 404, { title: "Resource Not Found", status: 404 });
    if (request.method === "POST" && action === "tags") {
      for (const tag of body.tags as { name: string; status: string }[]) {
        if (tag.status === "active") member.tags.add(tag.name);
        else member.tags.delete(tag.name);
      }
      return json(response, 204, undefined);
    }
    if (request.method === "PATCH" && action === "") {
      member.status = body.status;
      return json(response, 200, { id: hash, status: member.status });
    }
    if (request.method === "POST" && action === "actions/delete-permanent") {
      members.delete(hash);
      return json(response, 204, undefined);
    }
    return json(response, 405, { title: "Method Not Allowed" });
  });
  return { ...standIn, url: `${standIn.url}/3.0`, members };
}
