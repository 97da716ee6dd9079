import { SLUG_MAX_LENGTH } from "@formwright/core";

/**
 * `base` when no form uses it, otherwise the first free `base-2`, `base-3`,
 * ... (cut so the whole stays within 64 characters).
 *
 * @example
 * uniqueSlug({ base: "contact", taken: new Set(["contact", "contact-2"]) }); // "contact-3"
 */
export function uniqueSlug({ base, taken }: { base: string; taken: ReadonlySet<string> }): string {
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) {
    const suffix = `-${n}`;
    const stem = base.slice(0, SLUG_MAX_LENGTH - suffix.length).replace(/-+$/, "");
    const candidate = `${stem}${suffix}`;
    if (!taken.has(candidate)) return candidate;
  }
}
