import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseConnection } from "../db/database";
import { databaseTargets } from "../testing/databases";
import { createForm, publishForm } from "./forms";
import { submitForm } from "./submissions";

const document = {
  slug: "anmeldung",
  title: "Anmeldung",
  language: "de-CH",
  blocks: [
    { type: "text", name: "name", label: "Name", required: true },
    { type: "text", name: "code", label: "Code", rules: { minLength: 5 } },
  ],
};

describe.each(databaseTargets)("a form in another language on $name", ({ open }) => {
  let conn: DatabaseConnection;
  let n = 0;
  const submit = (data: unknown) =>
    submitForm(conn.db, { slug: "anmeldung", data, idempotencyKey: `k${++n}` });

  beforeAll(async () => {
    conn = await open();
    const form = await createForm(conn.db, document);
    await publishForm(conn.db, form.id);
  });
  afterAll(async () => {
    await conn?.close();
  });

  it("refuses answers with the messages in the form's language", async () => {
    await expect(submit({ code: "abc" })).resolves.toMatchObject({
      submissionId: null,
      fieldErrors: [
        { name: "name", message: "Name ist ein Pflichtfeld" },
        { name: "code", message: "Code muss mindestens 5 Zeichen lang sein" },
      ],
    });
  });

  it("stores valid answers as values", async () => {
    const result = await submit({ name: "Ada" });
    expect(result.submissionId).toEqual(expect.any(String));
  });
});
