/**
 * Maps `items` with an async function, at most `limit` calls at once, and
 * resolves with the results in the items' order (as `Promise.all` would).
 *
 * @example
 * await mapLimited([1, 2, 3], 2, async (n) => n * 2); // [2, 4, 6]
 */
export async function mapLimited<T, R>(
  items: readonly T[],
  limit: number,
  fn: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
  if (!Number.isInteger(limit) || limit < 1) throw new RangeError("limit must be at least 1");
  const results = new Array<R>(items.length);
  let next = 0;
  const lane = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await fn(items[index] as T, index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, lane));
  return results;
}
