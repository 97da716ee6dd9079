import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { v7 as uuidv7 } from "uuid";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseConnection } from "../../db/database";
import { auditEvents, DEFAULT_WORKSPACE_ID, outbox, spamSubmissions } from "../../db/schema";
import { localDiskStorage } from "../../storage/local-disk-storage";
import { databaseTargets } from "../../testing/databases";
import { contactDocument, validContactAnswers } from "../../testing/fixtures";
import { createScratchDatabase, type ScratchDatabase } from "../../testing/scratch-postgres";
import { SUBMIT_FORM } from "../../testing/submission-client";
import { startTestServer, type TestServer } from "../../testing/test-server";
import { RETENTION_LAST_RUN_KEY, startRetention } from "../retention/retention-schedule";
import { deleteExpiredAuditEvents, listAuditEvents, recordAudit } from "./audit-log";

const TOKEN = { authorization: "Bearer test-admin-token" };
const OWNER = { email: "owner@example.com", password: "owner-password-Zq81" };
/** A wrong password tried at sign-in: it must never reach the log. */
const WRONG_PASSWORD = "wrong-password-Kx47";
/** An answer a respondent sends: it must never reach the log. */
const ANSWER = "Ada-answer-Vw93-never-logged";
const PDF = Buffer.concat([Buffer.from("%PDF-1.4\n"), Buffer.alloc(3000, 0x42)]);

const AUDIT_LOG = `query($first: Int, $after: String, $action: String, $actorId: ID, $workspaceId: ID) {
  auditLog(first: $first, after: $after, action: $action, actorId: $actorId, workspaceId: $workspaceId) {
    nodes { id at action actor { kind id email name } targetKind targetId address workspaceId details }
    pageInfo { hasNextPage endCursor }
  }
}`;

interface AuditNode {
  id: string;
  at: string;
  action: string;
  actor: { kind: string; id: string | null; email: string | null; name: string | null };
  targetKind: string | null;
  targetId: string | null;
  address: string | null;
  workspaceId: string | null;
  details: Record<string, unknown>;
}

describe.each(databaseTargets)("the audit log on $name", ({ name }) => {
  let api: TestServer;
  let scratch: ScratchDatabase | undefined;
  let uploadsDir: string;
  let cookie: string;
  let ownerId: string;

  const post = (route: string, body: Record<string, string>) =>
    fetch(`${api.url}${route}`, {
      method: "POST",
      redirect: "manual",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(body).toString(),
    });
  const asOwner = async (query: string, variables: Record<string, unknown> = {}) => {
    const response = await api.gql(query, variables, { cookie });
    expect(response.body.errors).toBeUndefined();
    return response.body.data;
  };
  /** Every event, newest first, read through the API as the admin token. */
  const allEvents = async (): Promise<AuditNode[]> => {
    const events: AuditNode[] = [];
    let after: string | null = null;
    for (;;) {
      const page = await api.gql(AUDIT_LOG, { first: 500, after }, TOKEN);
      expect(page.body.errors).toBeUndefined();
      events.push(...page.body.data.auditLog.nodes);
      if (!page.body.data.auditLog.pageInfo.hasNextPage) return events;
      after = page.body.data.auditLog.pageInfo.endCursor;
    }
  };
  /** The newest event of an action. */
  const latest = async (action: string): Promise<AuditNode | undefined> => {
    const page = await api.gql(AUDIT_LOG, { action, first: 1 }, TOKEN);
    expect(page.body.errors).toBeUndefined();
    return page.body.data.auditLog.nodes[0];
  };
  const byOwner = { kind: "user", email: OWNER.email };

  beforeAll(async () => {
    if (name === "postgres") scratch = await createScratchDatabase(process.env.TEST_DATABASE_URL!);
    uploadsDir = mkdtempSync(path.join(os.tmpdir(), "fw-audit-"));
    api = await startTestServer({
      databaseUrl: scratch?.url,
      initialOwner: OWNER,
      uploadsDir,
      webhookAllowPrivate: true,
    });
    const signedIn = await post("/api/auth/sign-in", OWNER);
    expect(signedIn.status).toBe(303);
    cookie = (signedIn.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
    const me = await api.gql(`{ me { userId } }`, {}, { cookie });
    ownerId = me.body.data.me.userId;
  });
  afterAll(async () => {
    await api?.close();
    await scratch?.drop();
    if (uploadsDir) rmSync(uploadsDir, { recursive: true, force: true });
  });

  it("records sign-ins, failed ones too, with the address and never the password", async () => {
    const signedIn = await latest("user.signed_in");
    expect(signedIn).toMatchObject({
      actor: { ...byOwner, id: ownerId },
      targetKind: "user",
      targetId: ownerId,
      address: "127.0.0.1",
    });
    const refused = await post("/api/auth/sign-in", {
      email: OWNER.email,
      password: WRONG_PASSWORD,
    });
    expect(refused.status).toBe(303);
    expect(await latest("user.sign_in_failed")).toMatchObject({
      actor: { kind: "anonymous", email: OWNER.email, id: null },
      targetKind: "user",
      targetId: ownerId,
      address: "127.0.0.1",
      details: { reason: "wrong_password" },
    });
    // A password typed into the email box is not an email: not kept.
    await post("/api/auth/sign-in", { email: WRONG_PASSWORD, password: OWNER.password });
    expect(await latest("user.sign_in_failed")).toMatchObject({
      actor: { kind: "anonymous", email: null },
      targetId: null,
      details: { reason: "unknown_email" },
    });
  });

  it("records each act on forms, users, keys, webhooks, mail settings, exports, downloads and deletions", async () => {
    const form = (
      await asOwner(`mutation($d: JSON!) { createForm(document: $d) { id slug } }`, {
        d: contactDocument({ slug: `audit-${name}` }),
      })
    ).createForm;
    const formTarget = { targetKind: "form", targetId: form.id, address: "127.0.0.1" };
    expect(await latest("form.created")).toMatchObject({
      actor: byOwner,
      ...formTarget,
      details: { slug: form.slug },
    });

    await asOwner(`mutation($id: ID!, $d: JSON!) { updateForm(id: $id, document: $d) { id } }`, {
      id: form.id,
      d: contactDocument({ slug: form.slug, title: "Contact, again" }),
    });
    expect(await latest("form.updated")).toMatchObject({ actor: byOwner, ...formTarget });

    await asOwner(`mutation($id: ID!) { publishForm(id: $id) { id } }`, { id: form.id });
    expect(await latest("form.published")).toMatchObject({
      actor: byOwner,
      ...formTarget,
      details: { version: 1 },
    });
    await asOwner(`mutation($id: ID!) { unpublishForm(id: $id) { id } }`, { id: form.id });
    expect(await latest("form.unpublished")).toMatchObject({ actor: byOwner, ...formTarget });
    await asOwner(`mutation($id: ID!) { publishForm(id: $id) { id } }`, { id: form.id });

    const copy = (
      await asOwner(`mutation($id: ID!) { duplicateForm(id: $id) { id } }`, {
        id: form.id,
      })
    ).duplicateForm;
    expect(await latest("form.created")).toMatchObject({
      targetId: copy.id,
      details: { copyOf: form.id },
    });

    // Users and roles.
    const editor = (
      await asOwner(
        `mutation { createUser(email: "ed-${name}@example.com", password: "editor-password-1", role: EDITOR) { id } }`,
      )
    ).createUser;
    expect(await latest("user.created")).toMatchObject({
      actor: byOwner,
      targetKind: "user",
      targetId: editor.id,
      details: { email: `ed-${name}@example.com`, role: "editor" },
    });
    await asOwner(`mutation($id: ID!) { changeUserRole(id: $id, role: VIEWER) { id } }`, {
      id: editor.id,
    });
    expect(await latest("user.role_changed")).toMatchObject({
      targetId: editor.id,
      details: { role: "viewer" },
    });
    const invited = (
      await asOwner(
        `mutation { inviteUser(email: "new-${name}@example.com", role: VIEWER) { user { id } url } }`,
      )
    ).inviteUser;
    expect(await latest("user.invited")).toMatchObject({
      actor: byOwner,
      targetId: invited.user.id,
      details: { email: `new-${name}@example.com`, role: "viewer", emailed: false },
    });
    await asOwner(`mutation($id: ID!) { deleteUser(id: $id) }`, { id: editor.id });
    expect(await latest("user.deleted")).toMatchObject({
      targetId: editor.id,
      details: { email: `ed-${name}@example.com` },
    });

    // API keys: the key acts, and its name is kept with what it did.
    const created = (
      await asOwner(
        `mutation { createApiKey(name: "CI deploy", role: EDITOR) { key apiKey { id } } }`,
      )
    ).createApiKey;
    expect(await latest("api_key.created")).toMatchObject({
      actor: byOwner,
      targetKind: "api_key",
      targetId: created.apiKey.id,
      details: { name: "CI deploy", role: "editor" },
    });
    const byKey = await api.gql(
      `mutation($id: ID!) { unpublishForm(id: $id) { id } }`,
      { id: copy.id },
      { authorization: `Bearer ${created.key}` },
    );
    expect(byKey.body.errors).toBeUndefined();
    expect(await latest("form.unpublished")).toMatchObject({
      actor: { kind: "api_key", id: created.apiKey.id, name: "CI deploy", email: null },
      targetId: copy.id,
    });
    await asOwner(`mutation($id: ID!) { revokeApiKey(id: $id) { id } }`, { id: created.apiKey.id });
    expect(await latest("api_key.revoked")).toMatchObject({ targetId: created.apiKey.id });

    // Webhooks and mail settings.
    const hook = (
      await asOwner(
        `mutation($id: ID!) { createWebhook(formId: $id, url: "http://127.0.0.1:9/hooks/t0ken-in-path?sig=abc") { secret webhook { id } } }`,
        { id: form.id },
      )
    ).createWebhook;
    expect(await latest("webhook.created")).toMatchObject({
      actor: byOwner,
      targetKind: "webhook",
      targetId: hook.webhook.id,
      details: { formId: form.id, origin: "http://127.0.0.1:9", enabled: true },
    });
    await asOwner(`mutation($id: ID!) { updateWebhook(id: $id, enabled: false) { id } }`, {
      id: hook.webhook.id,
    });
    expect(await latest("webhook.updated")).toMatchObject({
      targetId: hook.webhook.id,
      details: { enabled: false },
    });
    await asOwner(`mutation($id: ID!) { deleteWebhook(id: $id) }`, { id: hook.webhook.id });
    expect(await latest("webhook.deleted")).toMatchObject({ targetId: hook.webhook.id });
    await asOwner(
      `mutation($id: ID!) { updateFormEmailSettings(formId: $id, notify: ["staff@example.com"]) { formId } }`,
      { id: form.id },
    );
    expect(await latest("mail_settings.updated")).toMatchObject({
      ...formTarget,
      details: { notifyCount: 1 },
    });

    // Answers: exported, deleted one by one, and on a person's request.
    const submitted = await api.gql(SUBMIT_FORM, {
      slug: form.slug,
      key: `audit-${name}-1`,
      data: { ...validContactAnswers, fullName: ANSWER },
    });
    const submissionId = submitted.body.data.submitForm.submissionId;
    expect(submissionId).toBeTruthy();
    const csv = await fetch(`${api.url}/api/forms/${form.id}/submissions.csv`, {
      headers: { cookie },
    });
    expect(csv.status).toBe(200);
    expect(await csv.text()).toContain(ANSWER);
    expect(await latest("submissions.exported")).toMatchObject({
      actor: byOwner,
      ...formTarget,
      details: { format: "labels", drafts: "exclude" },
    });
    await asOwner(`mutation($id: ID!) { deleteSubmission(id: $id) }`, { id: submissionId });
    expect(await latest("submission.deleted")).toMatchObject({
      actor: byOwner,
      targetKind: "submission",
      targetId: submissionId,
      details: { formId: form.id },
    });
    await api.gql(SUBMIT_FORM, {
      slug: form.slug,
      key: `audit-${name}-2`,
      data: { ...validContactAnswers, fullName: ANSWER },
    });
    const deletion = (
      await asOwner(
        `mutation { deleteRespondentData(email: "${validContactAnswers.email}") { records { id } } }`,
      )
    ).deleteRespondentData;
    expect(deletion.records).toHaveLength(1);
    const request = await latest("respondent_data.deleted");
    expect(request).toMatchObject({ actor: byOwner, details: { records: 1, files: 0 } });
    expect(JSON.stringify(request)).not.toContain(validContactAnswers.email);

    // A respondent's file, downloaded.
    const fileForm = (
      await asOwner(`mutation($d: JSON!) { createForm(document: $d) { id slug } }`, {
        d: {
          slug: `apply-${name}`,
          title: "Apply",
          blocks: [{ type: "file", name: "cv", label: "CV", accept: [".pdf"], maxSizeMb: 1 }],
        },
      })
    ).createForm;
    await asOwner(`mutation($id: ID!) { publishForm(id: $id) { id } }`, { id: fileForm.id });
    const uploaded = await fetch(`${api.url}/api/files?form=${fileForm.slug}&field=cv`, {
      method: "POST",
      headers: { "x-filename": "cv.pdf", "content-type": "application/octet-stream" },
      body: new Uint8Array(PDF),
    });
    expect(uploaded.status).toBe(201);
    const file = (await uploaded.json()) as { id: string };
    await api.gql(SUBMIT_FORM, { slug: fileForm.slug, key: `file-${name}`, data: { cv: [file] } });
    const download = await fetch(`${api.url}/api/files/${file.id}`, { headers: { cookie } });
    expect(download.status).toBe(200);
    await download.arrayBuffer();
    expect(await latest("submission_file.downloaded")).toMatchObject({
      actor: byOwner,
      targetKind: "submission_file",
      targetId: file.id,
      address: "127.0.0.1",
    });

    await asOwner(`mutation($id: ID!) { deleteForm(id: $id) }`, { id: copy.id });
    expect(await latest("form.deleted")).toMatchObject({
      actor: byOwner,
      targetKind: "form",
      targetId: copy.id,
    });
    // Acts on a form are in its workspace (here the Default one), acts on people in none.
    const events = await allEvents();
    const onForms = events.filter((event) => event.targetKind === "form");
    expect(onForms.length).toBeGreaterThan(5);
    expect(onForms.every((event) => event.workspaceId === DEFAULT_WORKSPACE_ID)).toBe(true);
    const onPeople = events.filter((event) => event.targetKind === "user");
    expect(onPeople.every((event) => event.workspaceId === null)).toBe(true);
  });

  it("records nothing for an act that does not happen", async () => {
    const before = (await allEvents()).length;
    const unknown = await api.gql(
      `mutation { publishForm(id: "00000000-0000-4000-8000-000000000000") { id } }`,
      {},
      { cookie },
    );
    expect(unknown.body.errors?.[0]?.extensions?.code).toBe("NOT_FOUND");
    const lastOwner = await api.gql(
      `mutation($id: ID!) { changeUserRole(id: $id, role: EDITOR) { id } }`,
      { id: ownerId },
      { cookie },
    );
    expect(lastOwner.body.errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");
    const taken = await api.gql(
      `mutation($d: JSON!) { createForm(document: $d) { id } }`,
      { d: contactDocument({ slug: `audit-${name}` }) },
      { cookie },
    );
    expect(taken.body.errors?.[0]?.extensions?.code).toBe("CONFLICT");
    expect((await allEvents()).length).toBe(before);
  });

  it("keeps no password, key, secret, link token or answer anywhere in an event", async () => {
    // More acts that hand out secrets: a reset link, an invitation link.
    const user = (
      await asOwner(
        `mutation { createUser(email: "reset-${name}@example.com", password: "first-password-Jt62", role: VIEWER) { id } }`,
      )
    ).createUser;
    const reset = (
      await asOwner(`mutation($id: ID!) { createPasswordResetLink(userId: $id) { url } }`, {
        id: user.id,
      })
    ).createPasswordResetLink;
    expect(await latest("user.password_reset_issued")).toMatchObject({ targetId: user.id });
    const resetToken = reset.url.split("/").at(-1) as string;
    const newPassword = "new-password-Hy55";
    const used = await post("/api/auth/reset", { token: resetToken, password: newPassword });
    expect(used.status).toBe(303);
    expect(await latest("user.password_reset")).toMatchObject({
      actor: { kind: "user", id: user.id },
      targetId: user.id,
    });
    const key = (
      await asOwner(`mutation { createApiKey(name: "secret check", role: VIEWER) { key } }`)
    ).createApiKey.key as string;
    const form = (
      await asOwner(`mutation($d: JSON!) { createForm(document: $d) { id } }`, {
        d: contactDocument({ slug: `secrets-${name}` }),
      })
    ).createForm;
    const hook = (
      await asOwner(
        `mutation($id: ID!) { createWebhook(formId: $id, url: "http://127.0.0.1:9/hook?token=t0psecret") { secret } }`,
        { id: form.id },
      )
    ).createWebhook;
    const stored = (await api.database.db.execute(
      sql`select to_jsonb(e)::text as row from audit_events e`,
    )) as unknown as { rows: Array<{ row: string }> };
    const everything = stored.rows.map((r) => r.row).join("\n");
    expect(stored.rows.length).toBeGreaterThan(20);
    for (const secret of [
      OWNER.password,
      WRONG_PASSWORD,
      "editor-password-1",
      "first-password-Jt62",
      newPassword,
      key,
      hook.secret,
      "t0psecret",
      "t0ken-in-path",
      resetToken,
      ANSWER,
    ]) {
      expect(everything).not.toContain(secret);
    }
  });

  it("is for owners only: editors and viewers are refused", async () => {
    for (const role of ["EDITOR", "VIEWER"]) {
      const key = (
        await asOwner(`mutation { createApiKey(name: "${role} reader", role: ${role}) { key } }`)
      ).createApiKey.key;
      const refused = await api.gql(AUDIT_LOG, {}, { authorization: `Bearer ${key}` });
      expect(refused.body.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
      expect(refused.body.data).toBeNull();
    }
    const anonymous = await api.gql(AUDIT_LOG, {});
    expect(anonymous.body.errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
    const owner = await api.gql(AUDIT_LOG, { first: 1 }, { cookie });
    expect(owner.body.data.auditLog.nodes).toHaveLength(1);
  });

  it("records images, held submissions let through, single-use links, redeliveries and sign-out", async () => {
    const { id: formId, slug } = (
      await asOwner(`mutation($d: JSON!) { createForm(document: $d) { id slug } }`, {
        d: contactDocument({ slug: `audit-more-${name}` }),
      })
    ).createForm;
    await asOwner(`mutation($id: ID!) { publishForm(id: $id) { id } }`, { id: formId });

    // An image uploaded, then deleted.
    const png = Buffer.from(
      "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
      "base64",
    );
    const uploaded = await fetch(`${api.url}/api/uploads?formId=${formId}`, {
      method: "POST",
      headers: { ...TOKEN, "content-type": "image/png", "x-filename": "logo.png" },
      body: png,
    });
    expect(uploaded.status).toBe(201);
    const image = (await uploaded.json()) as { id: string };
    expect(await latest("upload.created")).toMatchObject({
      actor: { kind: "admin_token" },
      targetKind: "upload",
      targetId: image.id,
      workspaceId: DEFAULT_WORKSPACE_ID,
      details: { contentType: "image/png" },
    });
    await asOwner(`mutation($id: ID!) { deleteUpload(id: $id) }`, { id: image.id });
    expect(await latest("upload.deleted")).toMatchObject({
      actor: byOwner,
      targetId: image.id,
      workspaceId: DEFAULT_WORKSPACE_ID,
    });

    // A submission held for review, let through.
    const heldId = uuidv7();
    await api.database.db.insert(spamSubmissions).values({
      id: heldId,
      formId,
      version: 1,
      data: validContactAnswers,
      idempotencyKey: `held-${name}`,
      reason: "too_fast",
    });
    const { markNotSpam } = await asOwner(`mutation($id: ID!) { markNotSpam(id: $id) }`, {
      id: heldId,
    });
    expect(await latest("submission.marked_not_spam")).toMatchObject({
      targetKind: "submission",
      targetId: markNotSpam,
      workspaceId: DEFAULT_WORKSPACE_ID,
      details: { heldAs: heldId },
    });

    // Single-use links: how many, never the links or the addresses.
    const { createRespondentLinks: links } = await asOwner(
      `mutation($f: ID!) { createRespondentLinks(formId: $f, emails: ["ada@example.com", "bo@example.com"]) { id url } }`,
      { f: formId },
    );
    const made = await latest("respondent_links.created");
    expect(made).toMatchObject({
      targetKind: "form",
      targetId: formId,
      workspaceId: DEFAULT_WORKSPACE_ID,
      details: { count: 2, personal: true },
    });
    expect(JSON.stringify(made)).not.toContain("ada@example.com");
    expect(JSON.stringify(made)).not.toContain(links[0].url);
    await asOwner(`mutation($id: ID!) { revokeRespondentLink(id: $id) { id } }`, {
      id: links[0].id,
    });
    expect(await latest("respondent_link.revoked")).toMatchObject({
      targetKind: "respondent_link",
      targetId: links[0].id,
      workspaceId: DEFAULT_WORKSPACE_ID,
    });

    // A webhook delivery sent again.
    await asOwner(
      `mutation($f: ID!) { createWebhook(formId: $f, url: "http://127.0.0.1:9/hook") { secret } }`,
      { f: formId },
    );
    await api.gql(SUBMIT_FORM, { slug, key: `redeliver-${name}`, data: validContactAnswers });
    const [delivery] = await api.database.db
      .select({ id: outbox.id })
      .from(outbox)
      .where(eq(outbox.formId, formId));
    const deliveryId = delivery?.id;
    expect(deliveryId).toBeDefined();
    await asOwner(`mutation($id: ID!) { redeliverWebhook(deliveryId: $id) { id } }`, {
      id: deliveryId,
    });
    expect(await latest("delivery.redelivered")).toMatchObject({
      targetKind: "delivery",
      targetId: deliveryId,
      workspaceId: DEFAULT_WORKSPACE_ID,
    });

    // Signing out, with a session of its own.
    const signedIn = await post("/api/auth/sign-in", OWNER);
    const session = (signedIn.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
    const out = await fetch(`${api.url}/api/auth/sign-out`, {
      method: "POST",
      redirect: "manual",
      headers: { cookie: session, origin: api.url },
    });
    expect(out.status).toBeLessThan(400);
    expect(await latest("user.signed_out")).toMatchObject({
      actor: { ...byOwner, id: ownerId },
      targetKind: "user",
      targetId: ownerId,
      address: "127.0.0.1",
      workspaceId: null,
    });
  });

  it("records workspace acts in their workspace; a workspace's owners read its acts only", async () => {
    const make = async (workspace: string) =>
      (
        await asOwner(`mutation($n: String!) { createWorkspace(name: $n) { id } }`, {
          n: workspace,
        })
      ).createWorkspace.id as string;
    const a = await make("Audit team A");
    const b = await make("Audit team B");
    const person = { email: "a-owner@example.com", password: "a-owner-password-Lm52" };
    const { id: personId } = (
      await asOwner(
        `mutation($e: String!, $p: String!) { createUser(email: $e, password: $p, role: EDITOR) { id } }`,
        { e: person.email, p: person.password },
      )
    ).createUser;
    await asOwner(
      `mutation($w: ID!, $e: String!) { addWorkspaceMember(workspaceId: $w, email: $e, role: EDITOR) { userId } }`,
      { w: a, e: person.email },
    );
    await asOwner(
      `mutation($w: ID!, $u: ID!) { setWorkspaceRole(workspaceId: $w, userId: $u, role: OWNER) { role } }`,
      { w: a, u: personId },
    );
    const createIn = async (slug: string) =>
      (
        await asOwner(
          `mutation($d: JSON!, $w: ID) { createForm(document: $d, workspaceId: $w) { id } }`,
          {
            d: contactDocument({ slug }),
            w: a,
          },
        )
      ).createForm.id as string;
    const kept = await createIn("audit-ws-kept");
    const gone = await createIn("audit-ws-gone");
    const moved = await createIn("audit-ws-moved");
    await asOwner(`mutation($id: ID!) { publishForm(id: $id) { id } }`, { id: kept });
    const { id: webhookId } = (
      await asOwner(
        `mutation($f: ID!) { createWebhook(formId: $f, url: "http://127.0.0.1:9/hook") { webhook { id } } }`,
        { f: kept },
      )
    ).createWebhook.webhook;
    // Acts that delete their target still name its workspace.
    await asOwner(`mutation($id: ID!) { deleteWebhook(id: $id) }`, { id: webhookId });
    await asOwner(`mutation($id: ID!) { deleteForm(id: $id) }`, { id: gone });
    await asOwner(`mutation($f: ID!, $w: ID!) { moveForm(formId: $f, workspaceId: $w) { id } }`, {
      f: moved,
      w: b,
    });
    await asOwner(
      `mutation($id: ID!) { renameWorkspace(id: $id, name: "Audit team Bee") { id } }`,
      {
        id: b,
      },
    );
    const empty = await make("Audit team empty");
    await asOwner(`mutation($id: ID!) { deleteWorkspace(id: $id) { id } }`, { id: empty });

    const events = await allEvents();
    const find = (action: string, target: string | null) =>
      events.filter((e) => e.action === action && (target === null || e.targetId === target));
    expect(find("workspace.created", a)[0]).toMatchObject({
      actor: byOwner,
      targetKind: "workspace",
      workspaceId: a,
      details: { name: "Audit team A" },
    });
    expect(find("workspace.member_added", personId)[0]).toMatchObject({
      targetKind: "user",
      workspaceId: a,
      details: { email: person.email, role: "editor" },
    });
    expect(find("workspace.member_role_changed", personId)[0]).toMatchObject({
      workspaceId: a,
      details: { role: "owner" },
    });
    for (const [action, target] of [
      ["form.created", kept],
      ["form.published", kept],
      ["webhook.created", webhookId],
      ["webhook.deleted", webhookId],
      ["form.deleted", gone],
    ] as const) {
      expect(
        find(action, target).map((e) => e.workspaceId),
        action,
      ).toEqual([a]);
    }
    expect(
      find("form.moved", moved)
        .map((e) => e.workspaceId)
        .sort(),
    ).toEqual([a, b].sort());
    expect(find("form.moved", moved)[0]?.details).toEqual({ from: a, to: b });
    expect(find("workspace.renamed", b)[0]).toMatchObject({
      workspaceId: b,
      details: { from: "Audit team B", name: "Audit team Bee" },
    });
    expect(find("workspace.deleted", empty)[0]).toMatchObject({ workspaceId: empty });
    // Acts of the instance belong to no workspace.
    expect(find("user.created", personId)[0]?.workspaceId).toBeNull();

    // The owner of A reads A's acts, and nothing else.
    const signedIn = await post("/api/auth/sign-in", person);
    expect(signedIn.status).toBe(303);
    const personCookie = (signedIn.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
    const own = await api.gql(AUDIT_LOG, { first: 500 }, { cookie: personCookie });
    expect(own.body.errors).toBeUndefined();
    const seen: AuditNode[] = own.body.data.auditLog.nodes;
    expect(seen.length).toBeGreaterThan(5);
    expect(new Set(seen.map((e) => e.workspaceId))).toEqual(new Set([a]));
    expect(seen.some((e) => e.action === "form.moved" && e.targetId === moved)).toBe(true);
    const filtered = await api.gql(
      AUDIT_LOG,
      { workspaceId: a, action: "form.deleted" },
      {
        cookie: personCookie,
      },
    );
    expect(filtered.body.data.auditLog.nodes.map((e: AuditNode) => e.targetId)).toEqual([gone]);
    const elsewhere = await api.gql(AUDIT_LOG, { workspaceId: b }, { cookie: personCookie });
    expect(elsewhere.body.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
    // An editor there reads nothing.
    await asOwner(
      `mutation($w: ID!, $u: ID!) { setWorkspaceRole(workspaceId: $w, userId: $u, role: EDITOR) { role } }`,
      { w: a, u: personId },
    );
    const demoted = await api.gql(AUDIT_LOG, {}, { cookie: personCookie });
    expect(demoted.body.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
  });

  it("pages newest first, filters by action and actor, and names a bad argument", async () => {
    const all = await allEvents();
    const times = all.map((e) => e.at);
    expect([...times].sort().reverse()).toEqual(times);
    const seen: string[] = [];
    let after: string | null = null;
    for (;;) {
      const page = await api.gql(AUDIT_LOG, { first: 7, after }, TOKEN);
      const { nodes, pageInfo } = page.body.data.auditLog;
      expect(nodes.length).toBeLessThanOrEqual(7);
      seen.push(...nodes.map((n: AuditNode) => n.id));
      if (!pageInfo.hasNextPage) break;
      after = pageInfo.endCursor;
    }
    expect(seen).toEqual(all.map((e) => e.id));

    const published = await api.gql(AUDIT_LOG, { action: "form.published" }, TOKEN);
    const publishedNodes: AuditNode[] = published.body.data.auditLog.nodes;
    expect(publishedNodes.length).toBeGreaterThanOrEqual(2);
    expect(publishedNodes.every((n) => n.action === "form.published")).toBe(true);
    const mine = await api.gql(AUDIT_LOG, { actorId: ownerId, first: 500 }, TOKEN);
    const mineNodes: AuditNode[] = mine.body.data.auditLog.nodes;
    expect(mineNodes.length).toBeGreaterThan(10);
    expect(mineNodes.every((n) => n.actor.id === ownerId)).toBe(true);

    const bad = async (variables: Record<string, unknown>) => {
      const response = await api.gql(AUDIT_LOG, variables, TOKEN);
      expect(response.body.errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");
      return response.body.errors?.[0]?.message;
    };
    expect(await bad({ first: 0 })).toBe("first must be 1 to 500 (got 0)");
    expect(await bad({ first: 501 })).toBe("first must be 1 to 500 (got 501)");
    expect(await bad({ after: "not a cursor" })).toBe("after is not a valid cursor");
    expect(await bad({ action: "DROP TABLE" })).toMatch(/^action must be/);
    expect(await bad({ actorId: "someone" })).toMatch(/^actorId /);
    expect(await bad({ workspaceId: "nowhere" })).toMatch(/^workspaceId /);
  });
});

describe.each(databaseTargets)("audit retention on $name", ({ open }) => {
  let conn: DatabaseConnection;
  beforeAll(async () => {
    conn = await open();
  });
  afterAll(async () => {
    await conn?.close();
  });

  const insertAt = async (at: Date): Promise<string> => {
    const id = uuidv7();
    await conn.db.insert(auditEvents).values({
      id,
      at,
      action: "form.updated",
      actorKind: "system",
    });
    return id;
  };
  const ids = async () =>
    (await listAuditEvents(conn.db, { first: 500 })).nodes.map((event) => event.id);

  it("is append-only: an update changes nothing", async () => {
    await recordAudit(conn.db, {
      action: "form.created",
      actor: { kind: "system" },
      address: null,
      target: { kind: "form", id: "x" },
    });
    await conn.db.execute(sql`update audit_events set action = 'form.deleted'`);
    const [event] = (await listAuditEvents(conn.db, { first: 1 })).nodes;
    expect(event?.action).toBe("form.created");
  });

  it("deletes events older than the retention in the daily run, and keeps newer ones", async () => {
    const now = Date.now();
    const old = await insertAt(new Date(now - 31 * 86_400_000));
    const recent = await insertAt(new Date(now - 29 * 86_400_000));
    expect(await deleteExpiredAuditEvents(conn.db, { days: 400 })).toBe(0);
    await conn.db.execute(sql`delete from settings where key = ${RETENTION_LAST_RUN_KEY}`);
    const lines: string[] = [];
    const dir = mkdtempSync(path.join(os.tmpdir(), "fw-audit-retention-"));
    const job = startRetention(conn.db, localDiskStorage(dir), (line) => lines.push(line), {
      auditRetentionDays: 30,
    });
    try {
      await expect
        .poll(() => lines.find((line) => line.includes("audit events")), { timeout: 10_000 })
        .toBe("retention: deleted 1 audit events older than 30 days");
      expect(await ids()).not.toContain(old);
      expect(await ids()).toContain(recent);
    } finally {
      job.stop();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
