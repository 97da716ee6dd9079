import { z } from "zod";
import type { CorsOrigins } from "./cors";

/** One origin as a browser sends it: scheme, host and port, no path. */
function isOrigin(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === "https:" || url.protocol === "http:") && url.origin === value;
  } catch {
    return false;
  }
}

/**
 * FORMWRIGHT_CORS_ORIGINS: unset or empty (no other origin), `*` (every
 * origin), or a comma-separated list of origins such as
 * `https://shop.example,https://blog.example`. A trailing slash is dropped;
 * anything else that is not an origin is refused by name.
 *
 * @example
 * corsOriginsSchema.parse("https://shop.example/, https://blog.example"); // ["https://shop.example", "https://blog.example"]
 * corsOriginsSchema.parse("*"); // "*"
 */
export const corsOriginsSchema = z
  .string()
  .optional()
  .transform((value, ctx): CorsOrigins => {
    const trimmed = value?.trim() ?? "";
    if (trimmed === "*") return "*";
    const origins = trimmed
      .split(",")
      .map((o) => o.trim().replace(/\/$/, ""))
      .filter(Boolean);
    for (const origin of origins) {
      if (!isOrigin(origin)) {
        ctx.addIssue({
          code: "custom",
          message: `"${origin}" is not an origin (like https://shop.example: scheme, host and port only), and "*" must stand alone`,
        });
        return z.NEVER;
      }
    }
    return origins;
  });
