import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { printedSchema, SCHEMA_FILE } from "./print-schema";

const root = path.resolve(import.meta.dirname, "../../../../..");

describe("schema.graphql", () => {
  it("is the schema the server serves (run `npm run codegen` after changing the API)", () => {
    const onDisk = readFileSync(path.join(root, SCHEMA_FILE), "utf8");
    // A stale file fails here, and so does CI.
    expect(onDisk).toBe(printedSchema());
  });
});
