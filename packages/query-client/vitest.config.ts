import { defineConfig } from "vitest/config";

export default defineConfig({
  test: { name: "query-client", environment: "node", include: ["src/**/*.test.ts"] },
});
