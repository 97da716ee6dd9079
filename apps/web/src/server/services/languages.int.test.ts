import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseConnection } from "../db/database";
import { databaseTargets } from "../testing/databases";
import { createForm, publishForm } from "./forms";
import { listSubmissions } from "./submissions/list-submissions";
import { submitForm } from "./submissions/submit-form";
import { prepareSubmissionsExport } from "./submissions-export";

const document = {
  slug: "anmeldung",
  title: "Anmeldung",
  language: "de-CH",
  blocks: [
    { type: "text", name: "name", label: "Name", required: true },
    { type: "text", name: "code", label: "Code", rules: { minLength: 5 } },
    {
      type: "radio",
      name: "meal",
      label: "Essen",
      options: [
        { label: "Fleisch", value: "meat" },
        { label: "Vegetarisch", value: "veggie" },
      ],
    },
  ],
  translations: {
    ar: { blocks: { name: { label: "الاسم" }, meal: { options: { meat: "لحم" } } } },
    en: { blocks: { meal: { label: "Meal" } } },
  },
};

describe.each(databaseTargets)("a form in several languages on $name", ({ open }) => {
  let conn: DatabaseConnection;
  let formId: string;
  let n = 0;
  const submit = (data: unknown, language?: string) =>
    submitForm(conn.db, { slug: "anmeldung", data, idempotencyKey: `k${++n}`, language });

  beforeAll(async () => {
    conn = await open();
    const form = await createForm(conn.db, document);
    formId = form.id;
    await publishForm(conn.db, formId);
  });
  afterAll(async () => {
    await conn?.close();
  });

  it("refuses answers with the messages in the form's own language by default", async () => {
    await expect(submit({ code: "abc" })).resolves.toMatchObject({
      submissionId: null,
      fieldErrors: [
        { name: "name", message: "Name ist ein Pflichtfeld" },
        { name: "code", message: "Code muss mindestens 5 Zeichen lang sein" },
      ],
    });
  });

  it("refuses answers in the respondent's language, with the translated labels", async () => {
    await expect(submit({}, "ar")).resolves.toMatchObject({
      submissionId: null,
      fieldErrors: [{ name: "name", message: "الاسم مطلوب" }],
    });
    await expect(submit({}, "en-GB")).resolves.toMatchObject({
      fieldErrors: [{ name: "name", message: "Name is required" }],
    });
  });

  it("stores values, never translated labels, with the language used", async () => {
    const inArabic = await submit({ name: "Ada", meal: "meat" }, "ar");
    const unsaid = await submit({ name: "Bo" });
    const unknown = await submit({ name: "Cy" }, "ja");
    const page = await listSubmissions(conn.db, { formSlug: "anmeldung" });
    const byId = new Map(page.nodes.map((s) => [s.id, s]));
    expect(byId.get(inArabic.submissionId ?? "")).toMatchObject({
      language: "ar",
      data: { name: "Ada", meal: "meat" },
    });
    expect(byId.get(unsaid.submissionId ?? "")?.language).toBeNull();
    // A language the form is not written in is not stored.
    expect(byId.get(unknown.submissionId ?? "")?.language).toBeNull();
  });

  it("exports a Language column once submissions say their language", async () => {
    const chunks: string[] = [];
    for await (const chunk of (await prepareSubmissionsExport(conn.db, { formId })).chunks()) {
      chunks.push(chunk.text);
    }
    const lines = chunks.join("").split("\r\n");
    expect(lines[0]).toBe(
      "\uFEFFSubmission ID,Submitted at (UTC),Version,Language,Name,Code,Essen",
    );
    const arabic = lines.find((line) => line.includes(",ar,Ada,"));
    expect(arabic).toMatch(/,1,ar,Ada,,Fleisch$/);
  });
});
