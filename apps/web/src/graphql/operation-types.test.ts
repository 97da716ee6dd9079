import { readFileSync } from "node:fs";
import path from "node:path";
import { generate } from "@graphql-codegen/cli";
import { describe, expect, it } from "vitest";
import config from "../../../../codegen";

const root = path.resolve(import.meta.dirname, "../../../..");

describe("the app's operation types", () => {
  it("are what GraphQL Code Generator makes of schema.graphql and the app's operations (run `npm run codegen`)", async () => {
    const cwd = process.cwd();
    process.chdir(root);
    try {
      // Also fails when an operation asks for a field the schema does not have.
      const outputs = await generate({ ...config, silent: true }, false);
      expect(outputs.length).toBeGreaterThan(0);
      for (const output of outputs) {
        expect(readFileSync(path.join(root, output.filename), "utf8")).toBe(output.content);
      }
    } finally {
      process.chdir(cwd);
    }
  }, 60_000);
});
