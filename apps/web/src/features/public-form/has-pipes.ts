import type { Block } from "@formwright/core";

/**
 * Whether a block's label, description or text shows an answer (`{{name}}`).
 * Only such blocks load the piping code.
 *
 * @example
 * hasPipes({ type: "paragraph", text: "Thanks, {{firstName}}" }); // true
 */
export function hasPipes(block: Block): boolean {
  for (const key of ["label", "description", "text"] as const) {
    const text = (block as Partial<Record<typeof key, unknown>>)[key];
    if (typeof text === "string" && text.includes("{{")) return true;
  }
  return false;
}
