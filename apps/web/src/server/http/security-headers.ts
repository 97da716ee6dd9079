import { randomBytes } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { isHttps } from "./proxy-headers";

/** Headers every response carries, API and pages alike. */
export const BASE_SECURITY_HEADERS = {
  "x-content-type-options": "nosniff",
  "referrer-policy": "strict-origin-when-cross-origin",
  "cross-origin-opener-policy": "same-origin-allow-popups",
  "permissions-policy": "camera=(), microphone=(), geolocation=(), payment=()",
} as const;

/**
 * The Content Security Policy of a page. Scripts run only with this
 * response's nonce (Next.js adds it to its own scripts) or when loaded by
 * such a script ('strict-dynamic'). Styles allow inline attributes, which
 * React's `style` prop needs and which cannot run code.
 */
export function contentSecurityPolicy(options: {
  nonce: string;
  frameAncestors: readonly string[];
  /** Other origins a form post may be redirected to (a form's confirmation redirect). */
  formActions?: readonly string[];
  /** A third party's CAPTCHA the form asks for: its frame, styles and calls (its script comes by 'strict-dynamic'). */
  captchaOrigins?: readonly string[];
  isDev: boolean;
}): string {
  const captcha = options.captchaOrigins ?? [];
  const withCaptcha = (base: string) => [base, ...captcha].join(" ");
  const script = [`'self'`, `'nonce-${options.nonce}'`, `'strict-dynamic'`];
  if (options.isDev) script.push(`'unsafe-eval'`); // React refresh in development
  return [
    `default-src 'self'`,
    `script-src ${script.join(" ")}`,
    withCaptcha(`style-src 'self' 'unsafe-inline'`),
    // https: because a document's image may be any https URL (shown straight
    // from its host, see packages/core image-src-schema.ts).
    `img-src 'self' data: blob: https:`,
    `font-src 'self' data:`,
    withCaptcha(`connect-src 'self'`),
    ...(captcha.length > 0 ? [withCaptcha(`frame-src 'self'`)] : []),
    `frame-ancestors ${["'self'", ...options.frameAncestors].join(" ")}`,
    `form-action ${["'self'", ...(options.formActions ?? [])].join(" ")}`,
    `base-uri 'none'`,
    `object-src 'none'`,
  ].join("; ");
}

/**
 * Sets the security headers of a page response and hands the policy to Next
 * on the request too, which is where Next reads the nonce for its scripts.
 * Returns the response's nonce.
 */
export function applyPageSecurityHeaders(
  req: IncomingMessage,
  res: ServerResponse,
  options: {
    frameAncestors: readonly string[];
    formActions?: readonly string[];
    captchaOrigins?: readonly string[];
    isDev: boolean;
  },
): string {
  const nonce = randomBytes(16).toString("base64");
  const policy = contentSecurityPolicy({ nonce, ...options });
  req.headers["content-security-policy"] = policy;
  res.setHeader("content-security-policy", policy);
  applyBaseSecurityHeaders(res);
  return nonce;
}

/** Sets the headers every response carries, API and pages alike. */
export function applyBaseSecurityHeaders(res: ServerResponse): void {
  for (const [name, value] of Object.entries(BASE_SECURITY_HEADERS)) res.setHeader(name, value);
}

/** HSTS: browsers that saw us over HTTPS use nothing else for a year, subdomains included. */
export const STRICT_TRANSPORT_SECURITY = "max-age=31536000; includeSubDomains";

/**
 * Sends `Strict-Transport-Security` on every response served over HTTPS
 * (TLS on this socket, or a trusted proxy's `X-Forwarded-Proto: https`).
 * Not over plain HTTP: browsers ignore it there, and a client's claim of
 * HTTPS counts only from a trusted proxy.
 */
export function applyTransportSecurity(req: IncomingMessage, res: ServerResponse): void {
  if (isHttps(req)) res.setHeader("strict-transport-security", STRICT_TRANSPORT_SECURITY);
}
