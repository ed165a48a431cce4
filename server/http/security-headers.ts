import { randomFillSync } from "node:crypto";
import type { RequestHandler, Response } from "express";

// Security headers on every response. Pages rendered per request carry a fresh nonce on their
// scripts; prerendered pages list the SHA-256 of each inline script instead (see
// prerendered-pages.ts). Outside hosts are added here only when a widget needs them.

export const staticSecurityHeaders: ReadonlyArray<readonly [string, string]> = [
  ["Strict-Transport-Security", "max-age=63072000; includeSubDomains"],
  ["X-Content-Type-Options", "nosniff"],
  ["X-Frame-Options", "DENY"],
  ["Referrer-Policy", "strict-origin-when-cross-origin"],
  ["Cross-Origin-Opener-Policy", "same-origin"],
  ["Permissions-Policy", "camera=(), microphone=(), geolocation=(), payment=(), usb=()"],
];

// Nonces are cut from a pool of random bytes refilled 4,096 nonces at a time.
const pool = Buffer.alloc(16 * 4096);
let poolOffset = pool.length;

export function createNonce(): string {
  if (poolOffset >= pool.length) {
    randomFillSync(pool);
    poolOffset = 0;
  }
  const nonce = pool.toString("base64", poolOffset, poolOffset + 16);
  poolOffset += 16;
  return nonce;
}

// The privacy-enhanced video players, framed only after a visitor presses play.
const videoPlayerOrigins = ["https://www.youtube-nocookie.com", "https://player.vimeo.com"];

/**
 * The policy, given what may run as script (`'nonce-…'` or `'sha256-…'` sources) and the
 * outside origins the configured widgets load from (their script, styles, images, frames, calls).
 */
export function contentSecurityPolicy(
  scriptSources: string[],
  development: boolean,
  widgetOrigins: readonly string[] = [],
): string {
  const widgets = widgetOrigins.map((origin) => ` ${origin}`).join("");
  const directives = [
    "default-src 'self'",
    `script-src ${["'self'", ...scriptSources].join(" ")}${widgets}${development ? " 'unsafe-eval'" : ""}`,
    `style-src 'self' 'unsafe-inline'${widgets}`,
    `img-src 'self' data: blob:${widgets}`,
    `font-src 'self'${widgets}`,
    `connect-src 'self'${widgets}${development ? " ws:" : ""}`,
    "media-src 'self'",
    `frame-src 'self' ${videoPlayerOrigins.join(" ")}${widgets}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ];
  return directives.join("; ");
}

/** Sets the fixed headers, a fresh nonce and the policy that uses it on every response. */
export function securityHeaders(
  development: boolean,
  widgetOrigins: readonly string[] = [],
): RequestHandler {
  return (_req, res, next) => {
    res.locals.cspNonce = createNonce();
    for (const [name, value] of staticSecurityHeaders) res.setHeader(name, value);
    setCsp(res, development, widgetOrigins);
    next();
  };
}

function setCsp(res: Response, development: boolean, widgetOrigins: readonly string[] = []): void {
  res.setHeader(
    "Content-Security-Policy",
    contentSecurityPolicy([`'nonce-${res.locals.cspNonce}'`], development, widgetOrigins),
  );
}
