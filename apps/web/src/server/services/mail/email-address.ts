import { z } from "zod";

/** Most addresses one form notifies. */
export const NOTIFY_MAX = 20;

/** One email address, trimmed, at most 254 characters. */
export const emailAddressSchema = z
  .string()
  .trim()
  .max(254)
  .pipe(z.email({ error: (issue) => `${String(issue.input)} is not an email address` }));
