import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createScratchDatabase, type ScratchDatabase } from "../testing/scratch-postgres";
import { publishForm, readAllSubmissions, SUBMIT_FORM } from "../testing/submission-client";
import { startTestServer, type TestServer } from "../testing/test-server";

const OWNER = { authorization: "Bearer test-admin-token" };
const SLUG = "shared";
/** Submissions one client may make to one form per minute, on both instances together. */
const LIMIT = 4;

const document = {
  slug: SLUG,
  title: "Shared",
  blocks: [{ type: "text", name: "ref", label: "Reference", required: true }],
};

/**
 * Two API instances on one PostgreSQL database, as behind a load balancer:
 * both trust X-Forwarded-For, so each simulated client has its own address.
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)("two app instances on one PostgreSQL", () => {
  let scratch: ScratchDatabase;
  let a: TestServer;
  let b: TestServer;

  beforeAll(async () => {
    scratch = await createScratchDatabase(process.env.TEST_DATABASE_URL as string);
    // Started together: one applies the migrations, the other waits for it.
    [a, b] = (await Promise.all(
      [0, 1].map(() =>
        startTestServer({
          databaseUrl: scratch.url,
          submitLimitPerMinute: LIMIT,
          trustProxy: true,
        }),
      ),
    )) as [TestServer, TestServer];
    await publishForm({ graphqlUrl: a.graphqlUrl, token: "test-admin-token", document });
  });

  afterAll(async () => {
    await Promise.all([a?.close(), b?.close()]);
    await scratch?.drop();
  });

  const submit = (server: TestServer, input: { key: string; ref: string; client: string }) =>
    server.gql(
      SUBMIT_FORM,
      { slug: SLUG, key: input.key, data: { ref: input.ref } },
      { "x-forwarded-for": input.client },
    );

  it("stores submissions made through either instance, and both list all of them", async () => {
    const sent = Array.from({ length: 40 }, (_, i) => ({
      via: i % 2 === 0 ? a : b,
      key: `both-${i}`,
      ref: `both-${i}`,
      client: `198.51.100.${i + 1}`,
    }));
    const replies = await Promise.all(sent.map((s) => submit(s.via, s)));
    const ids = replies.map((r) => r.body.data?.submitForm?.submissionId as string);
    expect(ids.every((id) => typeof id === "string")).toBe(true);

    for (const server of [a, b]) {
      const rows = await readAllSubmissions({
        graphqlUrl: server.graphqlUrl,
        slug: SLUG,
        token: "test-admin-token",
      });
      const mine = rows.filter((row) => String(row.data.ref).startsWith("both-"));
      expect(mine.map((row) => row.id).sort()).toEqual([...ids].sort());
    }
  });

  it("answers the same idempotency key with the same submission on either instance", async () => {
    const first = await submit(a, { key: "cross-key", ref: "cross-1", client: "198.51.100.200" });
    const again = await submit(b, { key: "cross-key", ref: "cross-1", client: "198.51.100.201" });
    const id = first.body.data.submitForm.submissionId;
    expect(id).toEqual(expect.any(String));
    expect(again.body.data.submitForm.submissionId).toBe(id);
    // The same key with other answers is refused, and the first answers stay (issue 10).
    const other = await submit(b, { key: "cross-key", ref: "cross-2", client: "198.51.100.202" });
    expect(other.body.errors?.[0]?.extensions?.code).toBe("CONFLICT");
    const rows = await readAllSubmissions({
      graphqlUrl: b.graphqlUrl,
      slug: SLUG,
      token: "test-admin-token",
    });
    expect(rows.filter((row) => String(row.data.ref).startsWith("cross-"))).toEqual([
      { id, data: { ref: "cross-1" } },
    ]);
  });

  it("accepts a session made on one instance on the other, and ends it on both", async () => {
    const created = await a.gql(
      `mutation { createUser(email: "editor@two.example", password: "two instances pw", role: EDITOR) { id } }`,
      {},
      OWNER,
    );
    expect(created.body.errors).toBeUndefined();
    const signIn = await fetch(`${a.url}/api/auth/sign-in`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: "editor@two.example", password: "two instances pw" }),
    });
    expect(signIn.status).toBe(200);
    const cookie = (signIn.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
    expect(cookie).toMatch(/^fw_session=.+/);

    const me = `{ me { email } }`;
    expect((await b.gql(me, {}, { cookie })).body.data.me).toEqual({ email: "editor@two.example" });
    expect((await a.gql(me, {}, { cookie })).body.data.me).toEqual({ email: "editor@two.example" });

    const signOut = await fetch(`${b.url}/api/auth/sign-out`, {
      method: "POST",
      headers: { "content-type": "application/json", cookie },
      body: "{}",
    });
    expect(signOut.status).toBe(200);
    expect((await a.gql(me, {}, { cookie })).body.data.me).toBeNull();
    expect((await b.gql(me, {}, { cookie })).body.data.me).toBeNull();
  });

  it("holds one client to the submit limit across both instances", async () => {
    const client = "203.0.113.7";
    for (let i = 0; i < LIMIT; i++) {
      const reply = await submit(i % 2 === 0 ? a : b, {
        key: `limit-${i}`,
        ref: `limit-${i}`,
        client,
      });
      expect(reply.body.data?.submitForm?.submissionId).toEqual(expect.any(String));
    }
    for (const server of [a, b]) {
      const refused = await submit(server, {
        key: `limit-over-${server.url}`,
        ref: "over",
        client,
      });
      expect(refused.status).toBe(429);
      expect(refused.body.errors?.[0]?.extensions?.code).toBe("RATE_LIMITED");
    }
    // Another client is not held back by the first one's count.
    const other = await submit(b, { key: "limit-other", ref: "other", client: "203.0.113.8" });
    expect(other.body.data.submitForm.submissionId).toEqual(expect.any(String));
  });

  it("validates the very next submission on either instance against a version the other published", async () => {
    const slug = "republished";
    const doc = (extra: string | null) => ({
      slug,
      title: "Republished",
      blocks: [
        { type: "text", name: "ref", label: "Reference", required: true },
        ...(extra ? [{ type: "text", name: extra, label: extra, required: true }] : []),
      ],
    });
    const id = await publishForm({
      graphqlUrl: a.graphqlUrl,
      token: "test-admin-token",
      document: doc(null),
    });
    const send = (server: TestServer, key: string, data: Record<string, unknown>) =>
      server.gql(SUBMIT_FORM, { slug, key, data }, { "x-forwarded-for": `192.0.2.${key.length}` });
    // Both instances have seen version 1 live.
    for (const server of [a, b]) {
      const reply = await send(server, `v1-${server.url}`, { ref: "one" });
      expect(reply.body.data.submitForm.submissionId).toEqual(expect.any(String));
    }
    const republish = async (via: TestServer, extra: string) => {
      const saved = await via.gql(
        `mutation($id: ID!, $d: JSON!) { updateForm(id: $id, document: $d) { id } }`,
        { id, d: doc(extra) },
        OWNER,
      );
      expect(saved.body.errors).toBeUndefined();
      const published = await via.gql(
        `mutation($id: ID!) { publishForm(id: $id) { publishedVersion } }`,
        { id },
        OWNER,
      );
      return published.body.data.publishForm.publishedVersion as number;
    };
    for (const [publisher, submitter, extra] of [
      [a, b, "second"],
      [b, a, "third"],
    ] as const) {
      const version = await republish(publisher, extra);
      const refused = await send(submitter, `${extra}-without`, { ref: "x" });
      expect(refused.body.data.submitForm).toEqual({
        submissionId: null,
        fieldErrors: [{ name: extra, message: `${extra} is required` }],
      });
      const stored = await send(submitter, `${extra}-with`, { ref: "x", [extra]: "y" });
      const storedId = stored.body.data.submitForm.submissionId;
      const listed = await publisher.gql(
        `query($s: String!) { submissions(formSlug: $s, first: 50) { nodes { id version } } }`,
        { s: slug },
        OWNER,
      );
      const rows = listed.body.data.submissions.nodes as Array<{ id: string; version: number }>;
      expect(rows.find((row) => row.id === storedId)?.version).toBe(version);
    }
  });

  it("stops a revoked API key on both instances at once", async () => {
    const created = await a.gql(
      `mutation { createApiKey(name: "two instances", role: VIEWER) { key apiKey { id } } }`,
      {},
      OWNER,
    );
    const { key, apiKey } = created.body.data.createApiKey as {
      key: string;
      apiKey: { id: string };
    };
    const asKey = { authorization: `Bearer ${key}` };
    const forms = `{ forms { slug } }`;
    for (const server of [a, b]) {
      const ok = await server.gql(forms, {}, asKey);
      expect(ok.body.data.forms.map((f: { slug: string }) => f.slug)).toContain(SLUG);
    }

    const revoked = await b.gql(
      `mutation($id: ID!) { revokeApiKey(id: $id) { revoked } }`,
      { id: apiKey.id },
      OWNER,
    );
    expect(revoked.body.data.revokeApiKey).toEqual({ revoked: true });
    for (const server of [a, b]) {
      const refused = await server.gql(forms, {}, asKey);
      expect(refused.body.errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
    }
  });
});
