import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { csvRecords } from "../testing/csv-records";
import { databaseTargets } from "../testing/databases";
import { contactDocument, validContactAnswers } from "../testing/fixtures";
import { createScratchDatabase, type ScratchDatabase } from "../testing/scratch-postgres";
import { startTestServer, type TestServer } from "../testing/test-server";
import { exportPath } from "./export-route";
import { FEED_LIMITS, FEED_NOT_FOUND, feedToken } from "./feed-route";

const OWNER = { authorization: "Bearer test-admin-token" };
const FEED_URL = /^http:\/\/127\.0\.0\.1:\d+\/api\/feeds\/fwf_[A-Za-z0-9_-]{43}\.csv$/;

describe.each(databaseTargets)("the spreadsheet feed on $name", ({ name }) => {
  let api: TestServer;
  let scratch: ScratchDatabase | undefined;
  let formId: string;
  let feed: { id: string; url: string };
  const keys = { viewer: "", editor: "" };

  const admin = async (query: string, variables: Record<string, unknown> = {}) => {
    const { body } = await api.gql(query, variables, OWNER);
    expect(body.errors, query).toBeUndefined();
    return body.data;
  };
  const submit = (key: string, answers: Record<string, unknown>) =>
    admin(
      `mutation($d: JSON!, $k: String!) { submitForm(slug: "contact", data: $d, idempotencyKey: $k) { submissionId } }`,
      { d: { ...validContactAnswers, ...answers }, k: key },
    );
  const download = async () => {
    const response = await fetch(`${api.url}${exportPath(formId)}`, { headers: OWNER });
    expect(response.status).toBe(200);
    return response.text();
  };
  const createFeed = async (headers = OWNER) =>
    api.gql(
      `mutation($id: ID!) { createSubmissionFeed(formId: $id) { id url } }`,
      { id: formId },
      headers,
    );

  beforeAll(async () => {
    if (name === "postgres") scratch = await createScratchDatabase(process.env.TEST_DATABASE_URL!);
    api = await startTestServer({ databaseUrl: scratch?.url, submitLimitPerMinute: 100 });
    formId = (
      await admin(`mutation($d: JSON!) { createForm(document: $d) { id } }`, {
        d: contactDocument(),
      })
    ).createForm.id;
    await admin(`mutation($id: ID!) { publishForm(id: $id) { id } }`, { id: formId });
    await submit("one", { fullName: "Ada Lovelace" });
    await submit("two", { fullName: 'Grace "Amazing" Hopper, RN\nline two', age: 85 });
    for (const role of ["viewer", "editor"] as const) {
      const made = await admin(
        `mutation($n: String!, $r: Role!) { createApiKey(name: $n, role: $r) { key } }`,
        { n: role, r: role.toUpperCase() },
      );
      keys[role] = made.createApiKey.key;
    }
  }, 60_000);
  afterAll(async () => {
    await api?.close();
    await scratch?.drop();
  });

  it("creates a feed whose url is absolute, from the public URL, with a secret token", async () => {
    const { body } = await createFeed();
    expect(body.errors).toBeUndefined();
    feed = body.data.createSubmissionFeed;
    expect(feed.url).toMatch(FEED_URL);
    expect(feed.url.startsWith(api.url)).toBe(true);
  });

  it("serves, without a session, exactly the CSV download of the form", async () => {
    const response = await fetch(feed.url);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("cache-control")).toMatch(/^private, max-age=(60|59)$/);
    expect(response.headers.get("referrer-policy")).toBe("no-referrer");
    const text = await response.text();
    expect(text).toBe(await download());
    const records = csvRecords(text);
    expect(records[0]?.slice(0, 4)).toEqual([
      "Submission ID",
      "Submitted at (UTC)",
      "Version",
      "Full name",
    ]);
    expect(records.slice(1).map((r) => r[3])).toEqual([
      "Ada Lovelace",
      'Grace "Amazing" Hopper, RN\nline two',
    ]);
    expect(records).toHaveLength(3);
  });

  it("answers HEAD with the headers only, and other methods with 405", async () => {
    const head = await fetch(feed.url, { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(head.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(await head.text()).toBe("");
    const post = await fetch(feed.url, { method: "POST" });
    expect(post.status).toBe(405);
  });

  it("serves a minute-old copy from its cache, while the download has the new row", async () => {
    const before = await (await fetch(feed.url)).text();
    await submit("three", { fullName: "Katherine Johnson" });
    const fresh = await download();
    expect(csvRecords(fresh)).toHaveLength(4);
    expect(await (await fetch(feed.url)).text()).toBe(before);
  });

  it("keeps only the token's hash", async () => {
    const token = feedToken(new URL(feed.url).pathname) ?? "";
    const rows = (await api.database.db.execute(
      sql`select * from submission_feeds where id = ${feed.id}`,
    )) as unknown as { rows: Array<Record<string, unknown>> };
    expect(rows.rows).toHaveLength(1);
    const stored = JSON.stringify(rows.rows);
    expect(stored).not.toContain(token);
    expect(stored).not.toContain(token.slice(4));
  });

  it("lists the form's feeds without their urls, and records the creation in the audit log", async () => {
    const listed = await admin(
      `query($id: ID!) { submissionFeeds(formId: $id) { id url revokedAt createdByEmail } }`,
      { id: formId },
    );
    expect(listed.submissionFeeds).toEqual([
      { id: feed.id, url: null, revokedAt: null, createdByEmail: null },
    ]);
    const log = await admin(
      `{ auditLog(action: "submission_feed.created") { nodes { action targetId workspaceId } } }`,
    );
    expect(log.auditLog.nodes).toEqual([
      expect.objectContaining({ action: "submission_feed.created", targetId: feed.id }),
    ]);
    expect(log.auditLog.nodes[0].workspaceId).toBeTruthy();
  });

  it("refuses a viewer, and lets an editor of the form's workspace create and revoke", async () => {
    const refused = await createFeed({ authorization: `Bearer ${keys.viewer}` });
    expect(refused.body.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
    const listed = await api.gql(
      `query($id: ID!) { submissionFeeds(formId: $id) { id } }`,
      { id: formId },
      { authorization: `Bearer ${keys.viewer}` },
    );
    expect(listed.body.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
    const anonymous = await createFeed({} as typeof OWNER);
    expect(anonymous.body.errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
    const editor = { authorization: `Bearer ${keys.editor}` };
    const made = await createFeed(editor);
    expect(made.body.errors).toBeUndefined();
    const { id } = made.body.data.createSubmissionFeed;
    const revoked = await api.gql(
      `mutation($id: ID!) { revokeSubmissionFeed(id: $id) { id revokedAt } }`,
      { id },
      editor,
    );
    expect(revoked.body.errors).toBeUndefined();
    expect(revoked.body.data.revokeSubmissionFeed.revokedAt).toBeTruthy();
  });

  it("answers 404 for a revoked feed, as for an unknown token, and audits the revoke once", async () => {
    const revoke = () =>
      admin(`mutation($id: ID!) { revokeSubmissionFeed(id: $id) { revokedAt } }`, { id: feed.id });
    expect((await revoke()).revokeSubmissionFeed.revokedAt).toBeTruthy();
    await revoke();
    const gone = await fetch(feed.url);
    const unknown = await fetch(`${api.url}/api/feeds/fwf_${"A".repeat(43)}.csv`);
    const malformed = await fetch(`${api.url}/api/feeds/anything.csv`);
    for (const response of [gone, unknown, malformed]) {
      expect(response.status).toBe(404);
      expect(await response.text()).toBe(FEED_NOT_FOUND);
    }
    const log = await admin(
      `{ auditLog(action: "submission_feed.revoked") { nodes { targetId } } }`,
    );
    expect(
      log.auditLog.nodes.filter((n: { targetId: string }) => n.targetId === feed.id),
    ).toHaveLength(1);
  });

  it("answers 429 past the limit of requests per feed", async () => {
    const { body } = await createFeed();
    const url = body.data.createSubmissionFeed.url as string;
    const statuses: number[] = [];
    for (let i = 0; i < FEED_LIMITS.perFeed.points; i++) {
      const response = await fetch(url);
      await response.body?.cancel();
      statuses.push(response.status);
    }
    expect(new Set(statuses)).toEqual(new Set([200]));
    const last = await fetch(url);
    expect(last.status).toBe(429);
    expect(Number(last.headers.get("retry-after"))).toBeGreaterThan(0);
  });

  it("answers 429 past the limit of requests per address, whatever the token", async () => {
    let status = 0;
    for (let i = 0; i <= FEED_LIMITS.perAddress.points && status !== 429; i++) {
      const response = await fetch(`${api.url}/api/feeds/fwf_${String(i).padStart(43, "x")}.csv`);
      await response.body?.cancel();
      status = response.status;
    }
    expect(status).toBe(429);
  });
});
