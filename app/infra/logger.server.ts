import pino, { type LoggerOptions } from "pino";
import { env } from "./env.server";
import { currentRequestId } from "./request-ids.server";

// Nothing a visitor or staff member sends as a secret reaches the log: credentials and cookies
// (asked for and set) and form bodies are censored wherever a line carries a request or an
// answer. A line written while a request is answered carries its id (reqId).

export const redactedPaths = [
  "req.headers.authorization",
  "req.headers.cookie",
  "req.body",
  "res.headers['set-cookie']",
  "headers.authorization",
  "headers.cookie",
  "headers['set-cookie']",
  "body",
  "form",
];

export const loggerOptions = {
  level: env.LOG_LEVEL,
  base: undefined,
  redact: { paths: redactedPaths, censor: "[redacted]" },
  mixin() {
    const reqId = currentRequestId();
    return reqId === undefined ? {} : { reqId };
  },
} satisfies LoggerOptions;

export const logger = pino(loggerOptions);
