// Vitest setup: what one test file may leave behind for the next. Most files
// share one module graph per worker (the root vitest.config.ts), and with it
// the environment: a tree still rendered, or fake timers still installed,
// would meet the next file's queries and waits.
import { afterAll, vi } from "vitest";

afterAll(async () => {
  vi.useRealTimers();
  if (typeof document !== "undefined") {
    const { cleanup } = await import("@testing-library/react");
    cleanup();
    document.body.innerHTML = "";
  }
});
