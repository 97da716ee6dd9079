import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseConnection } from "../../db/database";
import { respondentLinks, submissions } from "../../db/schema";
import { localDiskStorage } from "../../storage/local-disk-storage";
import { databaseTargets } from "../../testing/databases";
import { contactDocument, validContactAnswers } from "../../testing/fixtures";
import { ServiceError } from "../errors";
import { createForm, publishForm, updateForm } from "../forms";
import { deleteRespondentData } from "../retention/respondent-data";
import { submitForm } from "../submissions/submit-form";
import {
  createRespondentLinks,
  INVITE_MESSAGES,
  inviteTokenHash,
  listRespondentLinks,
  MAX_LINKS_PER_CALL,
  respondentLinkStatusBySlug,
  revokeRespondentLink,
} from "./respondent-links";

const PUBLIC_URL = "https://forms.example.com";

/** The token of a link's url. */
const tokenOf = (url: string | null) => new URL(url ?? "").searchParams.get("invite") ?? "";

async function refusal(run: Promise<unknown>): Promise<{ code: string; message: string }> {
  const error = await run.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ServiceError);
  return { code: (error as ServiceError).code, message: (error as ServiceError).message };
}

describe.each(databaseTargets)("single-use links on $name", ({ open }) => {
  let conn: DatabaseConnection;
  let formId: string;
  const slug = "invited";

  beforeAll(async () => {
    conn = await open();
    const form = await createForm(conn.db, contactDocument({ slug }));
    await publishForm(conn.db, form.id);
    formId = form.id;
  });
  afterAll(async () => {
    await conn?.close();
  });

  const count = () => conn.db.$count(submissions, eq(submissions.formId, formId));
  const submit = (invite: string | null, idempotencyKey: string, data = validContactAnswers) =>
    submitForm(conn.db, { slug, data, idempotencyKey, invite });

  it("makes anonymous links with a random token in the url and keeps only its sha256", async () => {
    const links = await createRespondentLinks(conn.db, { formId, count: 3, publicUrl: PUBLIC_URL });
    expect(links).toHaveLength(3);
    for (const link of links) {
      expect(link.url).toMatch(/^https:\/\/forms\.example\.com\/f\/invited\?invite=[\w-]{32}$/);
      expect(link).toMatchObject({ email: null, usedAt: null, revokedAt: null });
    }
    expect(new Set(links.map((l) => tokenOf(l.url))).size).toBe(3);
    const [link] = links;
    const [row] = await conn.db
      .select()
      .from(respondentLinks)
      .where(eq(respondentLinks.id, link?.id ?? ""));
    expect(row?.tokenHash).toBe(inviteTokenHash(tokenOf(link?.url ?? null)));
    expect(JSON.stringify(row)).not.toContain(tokenOf(link?.url ?? null));
  });

  it("makes one link per address, lower case, an address listed twice once", async () => {
    const links = await createRespondentLinks(conn.db, {
      formId,
      emails: ["Ada@Example.com", " grace@example.com ", "ada@example.com"],
      publicUrl: PUBLIC_URL,
    });
    expect(links.map((l) => l.email).sort()).toEqual(["ada@example.com", "grace@example.com"]);
  });

  it("refuses bad input with an error naming what was wrong", async () => {
    const make = (input: { count?: number; emails?: string[]; formId?: string }) =>
      refusal(createRespondentLinks(conn.db, { formId, publicUrl: PUBLIC_URL, ...input }));
    expect(await make({})).toEqual({
      code: "BAD_USER_INPUT",
      message:
        "Give either count (anonymous links) or emails (one link per address), not both and not neither",
    });
    expect((await make({ count: 2, emails: ["a@example.com"] })).code).toBe("BAD_USER_INPUT");
    expect((await make({ count: 0 })).message).toBe(
      "count: must be a whole number from 1 to 1000, got 0",
    );
    expect((await make({ count: MAX_LINKS_PER_CALL + 1 })).message).toBe(
      "count: must be a whole number from 1 to 1000, got 1001",
    );
    expect((await make({ emails: ["a@example.com", "not an address"] })).message).toBe(
      'emails[1]: "not an address" is not an email address',
    );
    expect((await make({ emails: [] })).message).toBe("emails: give at least one address");
    const many = Array.from({ length: 1001 }, (_, i) => `p${i}@example.com`);
    expect((await make({ emails: many })).message).toBe(
      "emails: at most 1000 addresses at a time, got 1001",
    );
    expect(await make({ count: 1, formId: "00000000-0000-4000-8000-000000000000" })).toEqual({
      code: "NOT_FOUND",
      message: "Form not found",
    });
  });

  it("takes one submission per link: a reuse is refused with INVITE_USED and stores nothing; the retry of the same submission is answered", async () => {
    const [link] = await createRespondentLinks(conn.db, {
      formId,
      count: 1,
      publicUrl: PUBLIC_URL,
    });
    const token = tokenOf(link?.url ?? null);
    expect(await respondentLinkStatusBySlug(conn.db, { slug, token })).toBe("valid");
    const first = await submit(token, "use-once-1");
    expect(first.submissionId).toBeTruthy();
    const before = await count();
    // An offline retry of the accepted submit (same key, same answers) is not "used".
    const retry = await submit(token, "use-once-1");
    expect(retry.submissionId).toBe(first.submissionId);
    expect(await refusal(submit(token, "use-once-2"))).toEqual({
      code: "INVITE_USED",
      message: INVITE_MESSAGES.used,
    });
    expect(await count()).toBe(before);
    expect(await respondentLinkStatusBySlug(conn.db, { slug, token })).toBe("used");
    const listed = (await listRespondentLinks(conn.db, formId)).find((l) => l.id === link?.id);
    expect(listed?.usedAt).toBeInstanceOf(Date);
    expect(listed?.submissionId).toBe(first.submissionId);
    expect(listed?.url).toBeNull();
  });

  it("refuses a revoked link and an unknown one, before storing anything", async () => {
    const [link] = await createRespondentLinks(conn.db, {
      formId,
      count: 1,
      publicUrl: PUBLIC_URL,
    });
    const token = tokenOf(link?.url ?? null);
    const revoked = await revokeRespondentLink(conn.db, link?.id ?? "");
    expect(revoked.revokedAt).toBeInstanceOf(Date);
    // Revoking again changes nothing.
    const again = await revokeRespondentLink(conn.db, link?.id ?? "");
    expect(again.revokedAt?.getTime()).toBe(revoked.revokedAt?.getTime());
    const before = await count();
    expect(await refusal(submit(token, "revoked-1"))).toEqual({
      code: "INVITE_INVALID",
      message: INVITE_MESSAGES.revoked,
    });
    expect(await refusal(submit("x".repeat(32), "unknown-1"))).toEqual({
      code: "INVITE_INVALID",
      message: INVITE_MESSAGES.unknown,
    });
    expect(await count()).toBe(before);
    expect(await respondentLinkStatusBySlug(conn.db, { slug, token })).toBe("revoked");
    expect(await respondentLinkStatusBySlug(conn.db, { slug, token: "nope" })).toBe("unknown");
    expect((await refusal(revokeRespondentLink(conn.db, "not-an-id"))).code).toBe("NOT_FOUND");
  });

  it("a link of one form does not open another", async () => {
    const other = await createForm(conn.db, contactDocument({ slug: "invited-other" }));
    await publishForm(conn.db, other.id);
    const [link] = await createRespondentLinks(conn.db, {
      formId: other.id,
      count: 1,
      publicUrl: PUBLIC_URL,
    });
    const token = tokenOf(link?.url ?? null);
    expect(await respondentLinkStatusBySlug(conn.db, { slug, token })).toBe("unknown");
    expect((await refusal(submit(token, "cross-form"))).code).toBe("INVITE_INVALID");
  });

  it("two submits at once with one link store exactly one submission; the others get INVITE_USED", async () => {
    const [link] = await createRespondentLinks(conn.db, {
      formId,
      count: 1,
      publicUrl: PUBLIC_URL,
    });
    const token = tokenOf(link?.url ?? null);
    const before = await count();
    const outcomes = await Promise.allSettled(
      ["race-1", "race-2", "race-3", "race-4", "race-5"].map((key) => submit(token, key)),
    );
    const stored = outcomes.filter((o) => o.status === "fulfilled" && o.value.submissionId);
    expect(stored).toHaveLength(1);
    const codes = outcomes.flatMap((o) =>
      o.status === "rejected" ? [(o.reason as ServiceError).code] : [],
    );
    expect(codes).toEqual(["INVITE_USED", "INVITE_USED", "INVITE_USED", "INVITE_USED"]);
    expect(await count()).toBe(before + 1);
  });

  it("answers to the version the respondent started on (a newer one live) take the link once too", async () => {
    const older = await createForm(conn.db, contactDocument({ slug: "invited-older" }));
    await publishForm(conn.db, older.id);
    const [link] = await createRespondentLinks(conn.db, {
      formId: older.id,
      count: 1,
      publicUrl: PUBLIC_URL,
    });
    const invite = tokenOf(link?.url ?? null);
    await updateForm(conn.db, {
      id: older.id,
      document: { ...contactDocument({ slug: "invited-older" }), title: "Version 2" },
    });
    await publishForm(conn.db, older.id);
    const send = (idempotencyKey: string) =>
      submitForm(conn.db, {
        slug: "invited-older",
        data: validContactAnswers,
        idempotencyKey,
        invite,
        version: 1,
      });
    const first = await send("older-1");
    expect(first.submissionId).toBeTruthy();
    expect((await send("older-1")).submissionId).toBe(first.submissionId);
    expect((await refusal(send("older-2"))).code).toBe("INVITE_USED");
    const [row] = await conn.db
      .select()
      .from(submissions)
      .where(eq(submissions.id, first.submissionId ?? ""));
    expect(row?.version).toBe(1);
    expect(await conn.db.$count(submissions, eq(submissions.formId, older.id))).toBe(1);
  });

  it("limits.invitesOnly: refuses answers without a link (INVITE_REQUIRED); a form without it takes them", async () => {
    expect((await submit(null, "no-invite-open")).submissionId).toBeTruthy();
    await updateForm(conn.db, {
      id: formId,
      document: { ...contactDocument({ slug }), limits: { invitesOnly: true } },
    });
    await publishForm(conn.db, formId);
    const before = await count();
    expect(await refusal(submit(null, "no-invite-closed"))).toEqual({
      code: "INVITE_REQUIRED",
      message: INVITE_MESSAGES.required,
    });
    expect(await count()).toBe(before);
    const [link] = await createRespondentLinks(conn.db, {
      formId,
      emails: ["only@example.com"],
      publicUrl: PUBLIC_URL,
    });
    expect((await submit(tokenOf(link?.url ?? null), "invite-only-1")).submissionId).toBeTruthy();
  });

  it("a person's request (deleteRespondentData) makes the links made for the address forget it", async () => {
    const [link] = await createRespondentLinks(conn.db, {
      formId,
      emails: ["forget.me@example.com"],
      publicUrl: PUBLIC_URL,
    });
    const dir = mkdtempSync(path.join(os.tmpdir(), "fw-links-"));
    await deleteRespondentData(conn.db, localDiskStorage(dir), "Forget.Me@example.com");
    rmSync(dir, { recursive: true, force: true });
    const [row] = await conn.db
      .select()
      .from(respondentLinks)
      .where(eq(respondentLinks.id, link?.id ?? ""));
    expect(row?.email).toBeNull();
    expect(
      await respondentLinkStatusBySlug(conn.db, { slug, token: tokenOf(link?.url ?? null) }),
    ).toBe("valid");
  });

  it("lists a form's links oldest first", async () => {
    const links = await listRespondentLinks(conn.db, formId);
    const times = links.map((l) => l.createdAt.getTime());
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(links).toHaveLength(10);
  });
});
