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
  [
    "Permissions-Policy",
    "camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()",
  ],
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

/** The policy, given what may run as script: `'nonce-…'` or `'sha256-…'` sources. */
export function contentSecurityPolicy(scriptSources: string[], development: boolean): string {
  const directives = [
    "default-src 'self'",
    `script-src 'self' ${scriptSources.join(" ")}${development ? " 'unsafe-eval'" : ""}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    `connect-src 'self'${development ? " ws:" : ""}`,
    "media-src 'self'",
    "frame-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ];
  return directives.join("; ");
}

/** Sets the fixed headers and a nonce for the response; setCsp adds the policy that uses it. */
export function securityHeaders(): RequestHandler {
  return (_req, res, next) => {
    res.locals.cspNonce = createNonce();
    for (const [name, value] of staticSecurityHeaders) res.setHeader(name, value);
    next();
  };
}

export function setCsp(res: Response, development: boolean): void {
  res.setHeader(
    "Content-Security-Policy",
    contentSecurityPolicy([`'nonce-${res.locals.cspNonce}'`], development),
  );
}
