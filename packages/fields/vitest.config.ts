import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";

/**
 * Test files that need a module graph of their own (the root config runs the
 * others in one shared graph per worker).
 */
export const isolatedTests: string[] = [];

export default defineConfig({
  plugins: [react()],
  test: {
    name: "fields",
    environment: "jsdom",
    include: ["src/**/*.test.{ts,tsx}"],
    setupFiles: ["./test/setup.ts"],
  },
});
