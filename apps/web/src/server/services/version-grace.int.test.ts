import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseConnection } from "../db/database";
import { formVersions } from "../db/schema";
import { databaseTargets } from "../testing/databases";
import { contactDocument, validContactAnswers } from "../testing/fixtures";
import { ServiceError } from "./errors";
import { createForm, publishForm, unpublishForm, updateForm } from "./forms";
import { listSubmissions } from "./submissions/list-submissions";
import { submitForm } from "./submissions/submit-form";

const HOUR = 3_600_000;

describe.each(databaseTargets)(
  "submitting to a replaced or closed version on $name",
  ({ open }) => {
    let conn: DatabaseConnection;
    beforeAll(async () => {
      conn = await open();
    });
    afterAll(async () => {
      await conn?.close();
    });

    /** A form published twice: version 2 asks a required field version 1 did not have. */
    async function formWithTwoVersions(slug: string) {
      const form = await createForm(conn.db, contactDocument({ slug }));
      await publishForm(conn.db, form.id);
      const v2 = contactDocument({ slug });
      v2.blocks = [
        ...v2.blocks,
        { type: "text", name: "company", label: "Company", required: true },
      ];
      await updateForm(conn.db, { id: form.id, document: v2 });
      await publishForm(conn.db, form.id);
      return form.id;
    }

    const storedVersion = async (slug: string, id: string | null) =>
      (await listSubmissions(conn.db, { formSlug: slug, first: 50 })).nodes.find((n) => n.id === id)
        ?.version;

    it("stores answers to the version the respondent started on after a newer one went live", async () => {
      await formWithTwoVersions("grace-ok");
      const result = await submitForm(conn.db, {
        slug: "grace-ok",
        data: validContactAnswers,
        idempotencyKey: "started-on-1",
        version: 1,
        versionGraceMs: 24 * HOUR,
      });
      expect(result.fieldErrors).toEqual([]);
      expect(await storedVersion("grace-ok", result.submissionId)).toBe(1);
      // The same key again: the same submission, not a second one.
      const again = await submitForm(conn.db, {
        slug: "grace-ok",
        data: validContactAnswers,
        idempotencyKey: "started-on-1",
        version: 1,
      });
      expect(again.submissionId).toBe(result.submissionId);
      expect((await listSubmissions(conn.db, { formSlug: "grace-ok" })).totalCount).toBe(1);
    });

    it("validates against the version started on, not the live one", async () => {
      await formWithTwoVersions("grace-rules");
      const result = await submitForm(conn.db, {
        slug: "grace-rules",
        data: { ...validContactAnswers, fullName: "" },
        idempotencyKey: "k",
        version: 1,
      });
      expect(result.fieldErrors).toEqual([{ name: "fullName", message: "Full name is required" }]);
    });

    it("refuses a version replaced longer ago than the grace period with VERSION_EXPIRED", async () => {
      const formId = await formWithTwoVersions("grace-over");
      await conn.db
        .update(formVersions)
        .set({ publishedAt: new Date(Date.now() - 25 * HOUR) })
        .where(and(eq(formVersions.formId, formId), eq(formVersions.version, 2)));
      const attempt = submitForm(conn.db, {
        slug: "grace-over",
        data: validContactAnswers,
        idempotencyKey: "late",
        version: 1,
        versionGraceMs: 24 * HOUR,
      });
      await expect(attempt).rejects.toThrow(ServiceError);
      await expect(attempt).rejects.toMatchObject({ code: "VERSION_EXPIRED" });
      expect((await listSubmissions(conn.db, { formSlug: "grace-over" })).totalCount).toBe(0);
    });

    it("answers the live version when the version sent is not an earlier one", async () => {
      await formWithTwoVersions("grace-future");
      const result = await submitForm(conn.db, {
        slug: "grace-future",
        data: { ...validContactAnswers, company: "Analytical Engines" },
        idempotencyKey: "future",
        version: 99,
      });
      expect(await storedVersion("grace-future", result.submissionId)).toBe(2);
    });

    it("answers a submit to an unpublished form with FORM_CLOSED, and an unknown one with NOT_FOUND", async () => {
      const formId = await formWithTwoVersions("closing");
      await unpublishForm(conn.db, formId);
      const closed = submitForm(conn.db, {
        slug: "closing",
        data: validContactAnswers,
        idempotencyKey: "closed",
        version: 2,
      });
      await expect(closed).rejects.toMatchObject({
        code: "FORM_CLOSED",
        message: "This form is closed",
      });
      await createForm(conn.db, contactDocument({ slug: "never-published" }));
      await expect(
        submitForm(conn.db, {
          slug: "never-published",
          data: validContactAnswers,
          idempotencyKey: "n",
        }),
      ).rejects.toMatchObject({ code: "NOT_FOUND" });
    });
  },
);
