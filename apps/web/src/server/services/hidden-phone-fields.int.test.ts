import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseConnection } from "../db/database";
import { databaseTargets } from "../testing/databases";
import { createForm, publishForm } from "./forms";
import { submissionStats } from "./submission-stats";
import { submitForm } from "./submissions/submit-form";
import { prepareSubmissionsExport } from "./submissions-export";

const document = {
  slug: "callback",
  title: "Call me back",
  blocks: [
    { type: "hidden", name: "utm_source", label: "Campaign", defaultValue: "direct" },
    {
      type: "text",
      name: "phone",
      label: "Phone",
      required: true,
      rules: { phone: { defaultCountry: "FR" } },
    },
  ],
};

describe.each(databaseTargets)("hidden and phone fields on $name", ({ open }) => {
  let conn: DatabaseConnection;
  let formId: string;
  let n = 0;
  const submit = (data: unknown) =>
    submitForm(conn.db, { slug: "callback", data, idempotencyKey: `k${++n}` });

  beforeAll(async () => {
    conn = await open();
    const form = await createForm(conn.db, document);
    formId = form.id;
    await publishForm(conn.db, formId);
  });
  afterAll(async () => {
    await conn?.close();
  });

  it("refuses a malformed phone number and an over-long or non-string hidden value with field errors", async () => {
    const cases: Array<[unknown, string, string]> = [
      [{}, "phone", "Phone is required"],
      [{ phone: "0612" }, "phone", "Phone must be a valid phone number"],
      [{ phone: "call me" }, "phone", "Phone must be a valid phone number"],
      [{ phone: "+33 6 12" }, "phone", "Phone must be a valid phone number"],
      [{ phone: 612345678 }, "phone", "Phone has a value of the wrong type"],
      [
        { phone: "0612345678", utm_source: "x".repeat(1001) },
        "utm_source",
        "Campaign must be at most 1000 characters",
      ],
      [
        { phone: "0612345678", utm_source: ["a", "b"] },
        "utm_source",
        "Campaign has a value of the wrong type",
      ],
      [
        { phone: "0612345678", utm_source: "a\u0000b" },
        "utm_source",
        "Campaign contains characters that cannot be saved",
      ],
    ];
    for (const [data, name, message] of cases) {
      const result = await submit(data);
      expect(result.submissionId, JSON.stringify(data)).toBeNull();
      expect(result.fieldErrors).toContainEqual({ name, message });
    }
  });

  it("stores phone numbers in E.164 and hidden values as given, and writes both to the CSV", async () => {
    for (const data of [
      { phone: "06 12 34 56 78", utm_source: "newsletter" },
      { phone: "+1 (202) 555-0143", utm_source: "x".repeat(1000) },
      { phone: "01.23.45.67.89" },
    ]) {
      const result = await submit(data);
      expect(result.fieldErrors, JSON.stringify(data)).toEqual([]);
      expect(result.submissionId).not.toBeNull();
    }
    const chunks: string[] = [];
    for await (const chunk of (await prepareSubmissionsExport(conn.db, { formId })).chunks()) {
      chunks.push(chunk.text);
    }
    const lines = chunks.join("").split("\r\n");
    expect(lines[0]).toBe("\uFEFFSubmission ID,Submitted at (UTC),Version,Campaign,Phone");
    const cells = lines.slice(1).map((line) => line.split(",").slice(3).join(","));
    // A cell starting with + is written with a leading ' (the CSV's formula guard).
    expect(cells).toContain("newsletter,'+33612345678");
    expect(cells).toContain(`${"x".repeat(1000)},'+12025550143`);
    // A submit without the hidden value stores none (the browser sends its default).
    expect(cells).toContain(",'+33123456789");

    // Neither is charted: both are listed in the submissions and the CSV only.
    const stats = await submissionStats(conn.db, { formId });
    expect(JSON.stringify(stats)).not.toContain("utm_source");
  });
});
