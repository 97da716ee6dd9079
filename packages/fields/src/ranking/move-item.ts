/**
 * A copy of a list with the item at `from` moved to `to` (both clamped to the list).
 *
 * @example
 * moveItem(["a", "b", "c"], 0, 2); // ["b", "c", "a"]
 */
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  const last = next.length - 1;
  const source = Math.min(Math.max(from, 0), last);
  const target = Math.min(Math.max(to, 0), last);
  const [item] = next.splice(source, 1);
  next.splice(target, 0, item as T);
  return next;
}
