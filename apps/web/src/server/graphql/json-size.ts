import { RawJson } from "./raw-json";

/**
 * A lower bound on the UTF-8 bytes of `JSON.stringify(value)`, counted
 * without building the text and given up as soon as it passes `ceiling`
 * (the figure returned is then over the ceiling, not the full count). A
 * string counts its UTF-16 code units and its quotes (every unit is at least
 * one byte; escapes and non-ASCII only add), a {@link RawJson} its exact
 * bytes. So when this is over the ceiling, the text is too, and an answer can
 * be refused before any of it is written; when it is not, only the text
 * itself can tell (at most six bytes per unit, for `\u0000`-style escapes).
 *
 * @example
 * jsonBytesAtLeast({ a: "xyz" }, 1_000); // 11, as '{"a":"xyz"}'
 */
export function jsonBytesAtLeast(value: unknown, ceiling: number): number {
  let total = 0;
  // A stack, not recursion: JSON from the database may nest deeper than the call stack.
  const pending: unknown[] = [value];
  while (pending.length > 0 && total <= ceiling) {
    const next = pending.pop();
    if (typeof next === "string") total += next.length + 2;
    else if (typeof next === "number") total += 1;
    else if (typeof next === "boolean") total += next ? 4 : 5;
    else if (next === null) total += 4;
    else if (next instanceof RawJson) total += next.bytes;
    else if (Array.isArray(next)) {
      // Brackets and commas; a hole or undefined is written as null.
      total += 1 + Math.max(next.length, 1);
      if (total > ceiling) break;
      for (const item of next) pending.push(item === undefined ? null : item);
    } else if (typeof next === "object") {
      const toJSON = (next as { toJSON?: unknown }).toJSON;
      if (typeof toJSON === "function") {
        pending.push(toJSON.call(next));
        continue;
      }
      // Braces, and for each member its quoted key, a colon and (after the first) a comma.
      total += 1;
      for (const [key, item] of Object.entries(next)) {
        // Left out of the text, like JSON.stringify does.
        if (item === undefined || typeof item === "function" || typeof item === "symbol") continue;
        total += key.length + 4;
        pending.push(item);
      }
      if (total > ceiling) break;
    }
  }
  return total;
}
