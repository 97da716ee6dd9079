import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseConnection } from "../db/database";
import { submissions } from "../db/schema";
import { databaseTargets } from "../testing/databases";
import { contactDocument } from "../testing/fixtures";
import { loadFormHistory } from "./form-history";
import { createForm, publishForm, updateForm } from "./forms";
import { deleteSubmission } from "./submissions/delete-submission";
import { listSubmissions } from "./submissions/list-submissions";

describe.each(databaseTargets)("searching and deleting submissions on $name", ({ open }) => {
  let conn: DatabaseConnection;
  let formId: string;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    conn = await open();
    const form = await createForm(conn.db, contactDocument());
    formId = form.id;
    await publishForm(conn.db, formId);
    const answers: Array<[string, Record<string, unknown>]> = [
      [
        "ada",
        { fullName: "Ada Lovelace", email: "ada@example.com", topics: ["sales"], consent: true },
      ],
      ["grace", { fullName: "Grace Hopper", topics: ["Support", "cobol"], age: 85, consent: true }],
      ["alan", { fullName: "Alan Turing", contactBy: "phone", consent: false }],
      ["odd", { fullName: "100% _sure_ \\o/", consent: true }],
    ];
    let minute = 0;
    for (const [key, data] of answers) {
      minute += 1;
      const id = crypto.randomUUID();
      ids[key] = id;
      await conn.db.insert(submissions).values({
        id,
        formId,
        version: 1,
        data,
        idempotencyKey: key,
        createdAt: new Date(Date.UTC(2026, 2, 1, 12, minute)),
      });
    }
  });
  afterAll(async () => {
    await conn?.close();
  });

  const search = async (term: string, first = 20) => {
    const page = await listSubmissions(conn.db, { formSlug: "contact", search: term, first });
    return { total: page.totalCount, ids: page.nodes.map((n) => n.id), page };
  };

  it("matches any answer case-insensitively, and counts only the matches", async () => {
    expect(await search("LOVELACE")).toMatchObject({ total: 1, ids: [ids.ada] });
    expect(await search("example.COM")).toMatchObject({ total: 1, ids: [ids.ada] });
    expect(await search("ho")).toMatchObject({ total: 2, ids: [ids.alan, ids.grace] });
  });

  it("matches each element of a multi-choice answer, and numbers", async () => {
    expect(await search("cobol")).toMatchObject({ total: 1, ids: [ids.grace] });
    expect(await search("support")).toMatchObject({ total: 1, ids: [ids.grace] });
    expect(await search("85")).toMatchObject({ total: 1, ids: [ids.grace] });
  });

  it("matches a checkbox by what the admin shows, not by field names", async () => {
    expect((await search("No")).ids).toEqual([ids.alan]);
    expect((await search("fullName")).total).toBe(0);
    expect((await search("true")).total).toBe(0);
  });

  it("takes %, _ and backslash literally", async () => {
    expect((await search("%")).ids).toEqual([ids.odd]);
    expect((await search("_sure_")).ids).toEqual([ids.odd]);
    expect((await search("\\o/")).ids).toEqual([ids.odd]);
    expect((await search("a_a")).total).toBe(0);
  });

  it("paginates within the matches", async () => {
    const first = await search("e", 2);
    expect(first.total).toBe(4);
    expect(first.ids).toHaveLength(2);
    expect(first.page.pageInfo.hasNextPage).toBe(true);
    const second = await listSubmissions(conn.db, {
      formSlug: "contact",
      search: "e",
      first: 2,
      after: first.page.pageInfo.endCursor,
    });
    expect(second.nodes.map((n) => n.id)).toEqual([ids.grace, ids.ada]);
    expect(second.pageInfo.hasNextPage).toBe(false);
  });

  it("refuses a cursor whose id is no submission id as bad input", async () => {
    for (const id of ["x", "ada\u0000", "00000000-0000-0000-0000-00000000000g"]) {
      const after = Buffer.from(`2026-03-01T12:00:00.000Z|${id}`).toString("base64url");
      await expect(
        listSubmissions(conn.db, { formSlug: "contact", first: 2, after }),
      ).rejects.toMatchObject({ code: "BAD_USER_INPUT", message: "after is not a valid cursor" });
    }
  });

  it("ignores a blank search", async () => {
    expect((await search("   ")).total).toBe(4);
  });

  it("deletes one submission, and refuses an unknown or malformed id", async () => {
    const extra = crypto.randomUUID();
    await conn.db.insert(submissions).values({
      id: extra,
      formId,
      version: 1,
      data: { fullName: "Delete me" },
      idempotencyKey: "delete-me",
    });
    expect((await search("Delete me")).total).toBe(1);
    await deleteSubmission(conn.db, extra);
    expect((await search("Delete me")).total).toBe(0);
    await expect(deleteSubmission(conn.db, extra)).rejects.toThrow("Submission not found");
    await expect(deleteSubmission(conn.db, "not-an-id")).rejects.toThrow("Submission not found");
  });

  it("lists the fields across the draft and every version, draft order first", async () => {
    const v2 = contactDocument({
      blocks: [
        { type: "text", name: "phone", label: "Phone" },
        { type: "text", name: "fullName", label: "Your name" },
      ],
    });
    await updateForm(conn.db, { id: formId, document: v2 });
    const { slug, fields } = await loadFormHistory(conn.db, formId);
    expect(slug).toBe("contact");
    expect(fields.map((f) => [f.name, f.label, f.isCurrent])).toEqual([
      ["phone", "Phone", true],
      ["fullName", "Your name", true],
      ["email", "Email", false],
      ["topics", "Topics", false],
      ["contactBy", "Contact me by", false],
      ["age", "Age", false],
      ["consent", "I agree", false],
    ]);
    await expect(loadFormHistory(conn.db, "nope")).rejects.toThrow("Form not found");
  });
});
