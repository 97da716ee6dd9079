import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseConnection } from "../db/database";
import { submissions } from "../db/schema";
import { databaseTargets } from "../testing/databases";
import { hasUnpublishedChanges, loadLiveDocument, loadPublishedKeys } from "./form-live-state";
import { createForm, getForm, listForms, publishForm, updateForm } from "./forms";
import { listSubmissions } from "./submissions/list-submissions";
import { prepareSubmissionsExport } from "./submissions-export";

// Option values the editor used to generate (option1, option2...) while the
// labels say what people chose: admins read and search the labels.
const document = {
  slug: "social",
  title: "Social",
  blocks: [
    { type: "text", name: "fullName", label: "Name" },
    {
      type: "radio",
      name: "slot",
      label: "Slot",
      options: [
        { label: "Morning walk", value: "option1" },
        { label: "Evening social", value: "option2" },
      ],
    },
    {
      type: "select",
      name: "extras",
      label: "Extras",
      multi: true,
      creatable: true,
      options: [
        { label: 'Tea, "strong"', value: "option1" },
        { label: "Cake", value: "option2" },
      ],
    },
  ],
};

async function csvLines(
  csv: Awaited<ReturnType<typeof prepareSubmissionsExport>>,
): Promise<string[]> {
  let text = "";
  for await (const chunk of csv.chunks()) text += chunk.text;
  return text.replace(/^\uFEFF/, "").split("\r\n");
}

describe.each(databaseTargets)("choices shown by their labels on $name", ({ open }) => {
  let conn: DatabaseConnection;
  let formId: string;

  beforeAll(async () => {
    conn = await open();
    formId = (await createForm(conn.db, document)).id;
    await publishForm(conn.db, formId);
    const rows = [
      { fullName: "Ada", slot: "option2", extras: ["option1", "Brunch"] },
      { fullName: "Grace", slot: "option1", extras: ["option2"] },
    ];
    let minute = 0;
    for (const data of rows) {
      minute += 1;
      await conn.db.insert(submissions).values({
        id: crypto.randomUUID(),
        formId,
        version: 1,
        data,
        idempotencyKey: data.fullName,
        createdAt: new Date(Date.UTC(2026, 2, 1, 12, minute)),
      });
    }
  });
  afterAll(async () => {
    await conn?.close();
  });

  it("finds answers by their option's label", async () => {
    const page = await listSubmissions(conn.db, { formSlug: "social", search: "Evening" });
    expect(page.totalCount).toBe(1);
    expect(page.nodes[0]?.data).toMatchObject({ fullName: "Ada" });
    const cake = await listSubmissions(conn.db, { formSlug: "social", search: "cak" });
    expect(cake.nodes.map((n) => (n.data as { fullName: string }).fullName)).toEqual(["Grace"]);
  });

  it("still finds a created choice by its text, and not every row by a value no label has", async () => {
    expect(
      (await listSubmissions(conn.db, { formSlug: "social", search: "brunch" })).totalCount,
    ).toBe(1);
    expect(
      (await listSubmissions(conn.db, { formSlug: "social", search: "Social" })).totalCount,
    ).toBe(1);
  });

  it("writes labels in the CSV by default, and values with answers=values", async () => {
    const labels = await csvLines(await prepareSubmissionsExport(conn.db, { formId }));
    expect(labels[1]).toMatch(/,Ada,Evening social,"Tea, ""strong"", Brunch"$/);
    expect(labels[2]).toMatch(/,Grace,Morning walk,Cake$/);
    const values = await csvLines(
      await prepareSubmissionsExport(conn.db, { formId, answers: "values" }),
    );
    expect(values[1]).toMatch(/,Ada,option2,"option1, Brunch"$/);
  });

  it("tells when the saved draft differs from the live version, until Publish", async () => {
    expect(await hasUnpublishedChanges(conn.db, formId)).toBe(false);
    const form = await getForm(conn.db, formId);
    await updateForm(conn.db, { id: formId, document: { ...document, title: "Social club" } });
    expect(await hasUnpublishedChanges(conn.db, formId)).toBe(true);
    const listed = (await listForms(conn.db)).find((f) => f.id === formId);
    expect(listed?.hasUnpublishedChanges).toBe(true);
    expect(await loadLiveDocument(conn.db, form)).toMatchObject({ title: "Social" });
    await publishForm(conn.db, formId);
    expect(await hasUnpublishedChanges(conn.db, formId)).toBe(false);
  });

  it("lists the field names and option values published versions used", async () => {
    const keys = await loadPublishedKeys(conn.db, formId);
    expect(keys.fieldNames).toEqual(["fullName", "slot", "extras"]);
    expect(keys.optionValues.slot).toEqual(["option1", "option2"]);
  });
});
