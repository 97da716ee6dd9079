/** Whether a value is a plain object (not null, not an array). */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** A string setting as an input shows it: `""` when unset or not a string. */
export function textOf(value: unknown): string {
  return typeof value === "string" ? value : "";
}

/**
 * Sets a key of a block, or deletes it when the value is `undefined`, so an
 * emptied optional setting leaves no trace in the document.
 */
export function setOptional(block: Record<string, unknown>, key: string, value: unknown): void {
  if (value === undefined) delete block[key];
  else block[key] = value;
}
