/**
 * Loads by key, one query for every key asked in the same tick: a page of
 * 50 submissions asks once, not 50 times. `load` answers a map; a key it
 * leaves out is answered `missing`.
 *
 * @example
 * const paymentOf = batchLoader((ids) => paymentsByIds(db, ids), null);
 * await Promise.all(ids.map(paymentOf)); // one query
 */
export function batchLoader<K, V>(
  load: (keys: K[]) => Promise<Map<K, V>>,
  missing: V,
): (key: K) => Promise<V> {
  type Batch = Map<K, { resolve: (value: V) => void; reject: (error: unknown) => void }[]>;
  let pending: Batch | null = null;
  const run = async (batch: Batch) => {
    try {
      const found = await load([...batch.keys()]);
      for (const [key, waiting] of batch) {
        for (const { resolve } of waiting)
          resolve(found.has(key) ? (found.get(key) as V) : missing);
      }
    } catch (error) {
      for (const waiting of batch.values()) for (const { reject } of waiting) reject(error);
    }
  };
  return (key) =>
    new Promise<V>((resolve, reject) => {
      if (!pending) {
        const batch: Batch = new Map();
        pending = batch;
        queueMicrotask(() => {
          pending = null;
          void run(batch);
        });
      }
      const batch: Batch = pending;
      const waiting = batch.get(key) ?? [];
      waiting.push({ resolve, reject });
      batch.set(key, waiting);
    });
}
