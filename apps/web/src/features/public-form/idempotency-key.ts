/**
 * A random key for one filling of a form. `crypto.randomUUID` exists only in
 * secure contexts, so plain-http deployments fall back to getRandomValues.
 */
export function createIdempotencyKey(): string {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}
