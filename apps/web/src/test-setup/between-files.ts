// Vitest setup: what one test file may leave behind for the next. Most files
// share one module graph per worker (the root vitest.config.ts), and with it
// the environment: a tree still rendered, fake timers still installed, a
// language the validators still speak (a German form sets it), or the address
// and storage of a page (a paged form starts at the step its URL names, a
// draft restores from storage) would meet the next file's queries and waits.
import { englishCatalogue, setActiveCatalogue } from "@formwright/core";
import { afterAll, afterEach, vi } from "vitest";

// Each test is a tab of its own: what one left in the tab's sessionStorage (a
// save on its way as an editor went, see editor/leaving-save.ts) is not found
// by the next. Registered here, it holds in every file, also those that share
// a module graph (a hook in an imported helper would register in the first only).
afterEach(() => {
  if (typeof window !== "undefined") window.sessionStorage.clear();
});

afterAll(async () => {
  vi.useRealTimers();
  setActiveCatalogue(englishCatalogue);
  if (typeof document !== "undefined") {
    const { cleanup } = await import("@testing-library/react");
    cleanup();
    document.body.innerHTML = "";
    window.history.replaceState(null, "", "/");
    window.localStorage.clear();
    window.sessionStorage.clear();
  }
});
