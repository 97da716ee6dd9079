import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseConnection } from "../db/database";
import { databaseTargets } from "../testing/databases";
import { contactDocument, validContactAnswers } from "../testing/fixtures";
import { ServiceError } from "./errors";
import { createForm, getForm, listForms, publishForm, unpublishForm, updateForm } from "./forms";
import { getPublishedForm } from "./published-forms";
import { submitForm } from "./submissions/submit-form";

describe.each(databaseTargets)("forms service on $name", ({ open }) => {
  let conn: DatabaseConnection;
  beforeAll(async () => {
    conn = await open();
  });
  afterAll(async () => {
    await conn?.close();
  });

  it("creates a form as an unpublished draft", async () => {
    const form = await createForm(conn.db, contactDocument({ slug: "create-test" }));
    expect(form.slug).toBe("create-test");
    expect(form.publishedVersion).toBeNull();
    expect(form.revision).toBe(1);
    expect(await getPublishedForm(conn.db, "create-test")).toBeNull();
  });

  it("rejects a bad document listing every problem by JSON path", async () => {
    const bad = contactDocument({ slug: "Bad Slug!", blocks: [{ type: "text", name: "x" }] });
    const error = await createForm(conn.db, bad).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ServiceError);
    const issues = (error as ServiceError).details?.issues as Array<{ path: string }>;
    const paths = issues.map((i) => i.path);
    expect(paths).toContain("slug");
    expect(paths).toContain("blocks[0].label");
    expect((error as ServiceError).message).toMatch(/^Invalid form document:/);
    expect((await listForms(conn.db)).some((f) => f.slug === "Bad Slug!")).toBe(false);
  });

  it("refuses a second form with the same slug", async () => {
    await createForm(conn.db, contactDocument({ slug: "dup-slug" }));
    await expect(createForm(conn.db, contactDocument({ slug: "dup-slug" }))).rejects.toThrow(
      'A form with the slug "dup-slug" already exists',
    );
  });

  it("publishes immutable versions, numbered from 1", async () => {
    const form = await createForm(conn.db, contactDocument({ slug: "versions" }));
    const v1 = await publishForm(conn.db, form.id);
    expect(v1.publishedVersion).toBe(1);
    await updateForm(conn.db, {
      id: form.id,
      document: contactDocument({ slug: "versions", title: "Second title" }),
    });
    const live = await getPublishedForm(conn.db, "versions");
    expect(live?.version).toBe(1);
    expect(live?.document.title).toBe("Contact us");
    const v2 = await publishForm(conn.db, form.id);
    expect(v2.publishedVersion).toBe(2);
    expect((await getPublishedForm(conn.db, "versions"))?.document.title).toBe("Second title");
  });

  it("refuses a save based on a stale revision and keeps the newer draft", async () => {
    const form = await createForm(conn.db, contactDocument({ slug: "stale" }));
    await updateForm(conn.db, {
      id: form.id,
      document: contactDocument({ slug: "stale", title: "First editor" }),
      expectedRevision: 1,
    });
    await expect(
      updateForm(conn.db, {
        id: form.id,
        document: contactDocument({ slug: "stale", title: "Second editor" }),
        expectedRevision: 1,
      }),
    ).rejects.toThrow(/changed since you loaded it/);
    expect((await getForm(conn.db, form.id)).draft.title).toBe("First editor");
  });

  it("unpublishes: the slug is no longer served", async () => {
    const form = await createForm(conn.db, contactDocument({ slug: "offline" }));
    await publishForm(conn.db, form.id);
    await unpublishForm(conn.db, form.id);
    expect(await getPublishedForm(conn.db, "offline")).toBeNull();
  });

  it("counts each form's own submissions in the list and by id", async () => {
    const counted = await createForm(conn.db, contactDocument({ slug: "counted" }));
    const other = await createForm(conn.db, contactDocument({ slug: "counted-other" }));
    await publishForm(conn.db, counted.id);
    for (const key of ["a", "b"]) {
      const data = { ...validContactAnswers, fullName: key };
      const stored = await submitForm(conn.db, { slug: "counted", data, idempotencyKey: key });
      expect(stored.submissionId).not.toBeNull();
    }
    const listed = await listForms(conn.db, { search: "counted" });
    expect(listed.map((f) => [f.slug, f.submissionCount])).toEqual([
      ["counted", 2],
      ["counted-other", 0],
    ]);
    expect((await getForm(conn.db, counted.id)).submissionCount).toBe(2);
    expect((await getForm(conn.db, other.id)).submissionCount).toBe(0);
  });

  it("answers Form not found for an id that is not a form", async () => {
    await expect(getForm(conn.db, "not-a-uuid")).rejects.toThrow("Form not found");
    await expect(publishForm(conn.db, "00000000-0000-4000-8000-000000000000")).rejects.toThrow(
      "Form not found",
    );
  });
});
