import { defineConfig } from "vitest/config";

/**
 * Test files that need a module graph of their own (the root config runs the
 * others in one shared graph per worker): each `vi.mock`s a module others import.
 */
export const isolatedTests = ["src/prefill/prefill-limits.test.ts"];

export default defineConfig({
  test: {
    name: "core",
    environment: "node",
    include: ["src/**/*.test.ts"],
    setupFiles: ["./src/test/load-field-types.ts"],
  },
});
