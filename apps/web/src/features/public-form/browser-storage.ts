/**
 * localStorage that never throws: private modes, full quotas and disabled
 * storage turn a write into `false` and a read into `null`, so the form keeps
 * working (it only loses the safety net).
 */
export const browserStorage = {
  read(key: string): unknown {
    try {
      const text = globalThis.localStorage?.getItem(key);
      return text == null ? null : (JSON.parse(text) as unknown);
    } catch {
      return null;
    }
  },
  write(key: string, value: unknown): boolean {
    try {
      globalThis.localStorage.setItem(key, JSON.stringify(value));
      return true;
    } catch {
      return false;
    }
  },
  remove(key: string): void {
    try {
      globalThis.localStorage?.removeItem(key);
    } catch {
      // Nothing stored, nothing to remove.
    }
  },
  /** Every key that starts with `prefix`. */
  keys(prefix: string): string[] {
    try {
      const storage = globalThis.localStorage;
      const found: string[] = [];
      for (let i = 0; i < storage.length; i += 1) {
        const key = storage.key(i);
        if (key?.startsWith(prefix)) found.push(key);
      }
      return found;
    } catch {
      return [];
    }
  },
};
