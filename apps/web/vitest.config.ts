import { defineConfig } from "vitest/config";

/**
 * Test files that need a module graph of their own (the root config runs the
 * others in one shared graph per worker): each `vi.mock`s a module others import.
 */
export const isolatedTests = [
  "src/server/cli/cli-data.int.test.ts",
  "src/features/public-form/use-submission-warm-up.test.tsx",
  "src/features/public-form/public-form-renders.test.tsx",
  "src/features/public-form/variable-evaluations.test.tsx",
  "src/features/form-list/new-form-dialog.test.tsx",
  "src/features/editor/canvas/canvas-renders.test.tsx",
  "src/features/editor/editor-state-rename.test.ts",
  "src/features/admin/sign-in-form.test.tsx",
];

export default defineConfig({
  resolve: {
    // graphql 16 ships CJS (main) and ESM (module). Node, and so Yoga, loads the
    // CJS build; Vite would pick the ESM one for our files, making two
    // GraphQLError classes. One copy keeps `instanceof` (and error masking) right.
    alias: [{ find: /^graphql$/, replacement: "graphql/index.js" }],
  },
  test: {
    name: "web",
    environment: "node",
    include: ["src/**/*.test.{ts,tsx}"],
    setupFiles: [
      "./src/test-setup/load-field-types.ts",
      "./src/test-setup/pglite-template.ts",
      "./src/test-setup/between-files.ts",
    ],
    // One empty PGlite cluster per run, copied by every in-memory database;
    // the API server that tests start as a child process, compiled once.
    globalSetup: [
      "./src/test-setup/pglite-template.global.ts",
      "./src/test-setup/api-server-bundle.global.ts",
    ],
    // Integration tests open real databases; PGlite takes a moment to boot.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
