import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { attendeesGroup } from "../../../../../packages/core/src/test/attendees-group";
import type { DatabaseConnection } from "../db/database";
import { databaseTargets } from "../testing/databases";
import { fieldSummaries } from "./field-summaries/field-summaries";
import { createForm, publishForm } from "./forms";
import { submitForm } from "./submissions/submit-form";
import { prepareSubmissionsExport } from "./submissions-export";

const document = {
  slug: "event",
  title: "Event",
  blocks: [attendeesGroup],
  variables: [{ name: "people", expression: "count(attendees)" }],
};

describe.each(databaseTargets)("a repeating group on $name", ({ open }) => {
  let conn: DatabaseConnection;
  let formId: string;
  let n = 0;
  const submit = (data: unknown) =>
    submitForm(conn.db, { slug: "event", data, idempotencyKey: `g${++n}` });

  beforeAll(async () => {
    conn = await open();
    const form = await createForm(conn.db, document);
    formId = form.id;
    await publishForm(conn.db, formId);
  });
  afterAll(async () => {
    await conn?.close();
  });

  it("refuses an item with the message naming it, and too many items", async () => {
    const missing = await submit({
      attendees: [{ name: "Ada", email: "ada@example.com" }, { name: "Bob" }],
    });
    expect(missing.submissionId).toBeNull();
    expect(missing.fieldErrors).toEqual([
      { name: "attendees", message: "Attendee 2: Email is required" },
    ]);
    const one = { name: "A", email: "a@example.com" };
    const many = await submit({ attendees: [one, one, one, one] });
    expect(many.fieldErrors).toEqual([
      { name: "attendees", message: "Attendees: choose at most 3" },
    ]);
  });

  it("stores the items, counts them, and writes a CSV column per item and field", async () => {
    const result = await submit({
      attendees: [
        { name: "Ada", email: "ada@example.com", meal: "veg" },
        { name: "Bob", email: "bob@example.com" },
      ],
    });
    expect(result.fieldErrors).toEqual([]);
    expect(result.submissionId).not.toBeNull();
    const chunks: string[] = [];
    for await (const chunk of (await prepareSubmissionsExport(conn.db, { formId })).chunks()) {
      chunks.push(chunk.text);
    }
    const [header, row] = chunks.join("").split("\r\n");
    expect(header?.split(",").slice(3)).toEqual([
      "attendees.1.name",
      "attendees.1.email",
      "attendees.1.meal",
      "attendees.2.name",
      "attendees.2.email",
      "attendees.2.meal",
      "attendees.3.name",
      "attendees.3.email",
      "attendees.3.meal",
      "people",
    ]);
    expect(row?.split(",").slice(3)).toEqual([
      "Ada",
      "ada@example.com",
      "Vegetarian",
      "Bob",
      "bob@example.com",
      "",
      "",
      "",
      "",
      "2",
    ]);
  });

  it("charts how many submissions gave each number of items (1 to max), a group without repeat not at all", async () => {
    const counted = await createForm(conn.db, {
      slug: "event-count",
      title: "Event count",
      blocks: [
        attendeesGroup,
        {
          type: "group",
          name: "contact",
          label: "Contact",
          blocks: [{ type: "text", name: "phone", label: "Phone" }],
        },
      ],
    });
    await publishForm(conn.db, counted.id);
    const person = (name: string) => ({ name, email: `${name.toLowerCase()}@example.com` });
    for (const attendees of [[person("Ada")], [person("Ada"), person("Bob")], [person("Cy")]]) {
      const result = await submitForm(conn.db, {
        slug: "event-count",
        data: { attendees, contact: { phone: "123" } },
        idempotencyKey: `count${++n}`,
      });
      expect(result.submissionId).not.toBeNull();
    }
    const summaries = await fieldSummaries(conn.db, { formId: counted.id, kind: "distribution" });
    expect(summaries.map((field) => field.name)).toEqual(["attendees", "contact"]);
    const [attendees, contact] = summaries;
    expect(attendees).toMatchObject({ label: "Attendees", type: "group", min: 1, max: 3 });
    expect(attendees?.counts).toEqual([
      { value: 1, count: 2 },
      { value: 2, count: 1 },
      { value: 3, count: 0 },
    ]);
    expect(attendees?.answers).toBe(3);
    expect(attendees?.mean).toBe(1.33);
    expect(contact?.counts).toEqual([]);
  });
});
