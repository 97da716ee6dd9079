import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type DatabaseConnection, openDatabase } from "../db/database";
import { formVersions } from "../db/schema";
import { createForm, publishForm } from "./forms";
import { getPublishedForm } from "./published-forms";
import { submitForm } from "./submissions/submit-form";

// A version published before the save-time cost limits existed (issue 27):
// the pattern, `.{0,1000}` written 55 times.
const costlyPattern = ".{0,1000}".repeat(55);

describe("a published version over today's save-time cost limits", () => {
  let conn: DatabaseConnection;
  beforeAll(async () => {
    conn = await openDatabase({ dataDir: "memory://" });
  });
  afterAll(() => conn.close());

  it("still opens, and the run-time guard answers a long answer instead of the form being taken down", async () => {
    const form = await createForm(conn.db, {
      slug: "older",
      title: "Published before the limits",
      blocks: [{ type: "text", name: "story", label: "Story" }],
    });
    await publishForm(conn.db, form.id);
    // What the older release stored: the same version with the costly pattern.
    await conn.db.update(formVersions).set({
      document: {
        slug: "older",
        title: "Published before the limits",
        blocks: [
          { type: "text", name: "story", label: "Story", rules: { pattern: costlyPattern } },
        ],
      },
    });

    const published = await getPublishedForm(conn.db, "older");
    expect(published?.document.blocks).toHaveLength(1);
    const result = await submitForm(conn.db, {
      slug: "older",
      data: { story: "a".repeat(1000) },
      idempotencyKey: "long",
    });
    expect(result).toMatchObject({ fieldErrors: [{ name: "story" }] });
  }, 60_000);
});
