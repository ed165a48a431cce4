import { randomBytes } from "node:crypto";
import type { RequestHandler, Response } from "express";

// Security headers on every response, with a fresh nonce per request that the page's own
// scripts carry. Outside hosts are added here only when a widget needs them.

export function createNonce(): string {
  return randomBytes(16).toString("base64");
}

export function contentSecurityPolicy(nonce: string, development: boolean): string {
  const directives = [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'${development ? " 'unsafe-eval'" : ""}`,
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

/** Sets every header but the CSP, which depends on what the response is (see setCsp). */
export function securityHeaders(): RequestHandler {
  return (_req, res, next) => {
    res.locals.cspNonce = createNonce();
    res.setHeader("Strict-Transport-Security", "max-age=63072000; includeSubDomains");
    res.setHeader("X-Content-Type-Options", "nosniff");
    res.setHeader("X-Frame-Options", "DENY");
    res.setHeader("Referrer-Policy", "strict-origin-when-cross-origin");
    res.setHeader("Cross-Origin-Opener-Policy", "same-origin");
    res.setHeader(
      "Permissions-Policy",
      "camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()",
    );
    next();
  };
}

export function setCsp(res: Response, development: boolean): void {
  res.setHeader("Content-Security-Policy", contentSecurityPolicy(res.locals.cspNonce, development));
}
