/** A JSON list read back from the database (`json_agg` gives null for none; a driver may give text). */
export function jsonList<T>(value: unknown): T[] {
  if (value == null) return [];
  const parsed = typeof value === "string" ? (JSON.parse(value) as unknown) : value;
  return Array.isArray(parsed) ? (parsed as T[]) : [];
}
