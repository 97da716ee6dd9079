import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "../db/database";
import { type ChildApiServer, childApiServer, freePort } from "../testing/child-api-server";
import { checkOutPreviousRelease, type PreviousRelease } from "../testing/previous-release";
import { createScratchDatabase } from "../testing/scratch-postgres";

/**
 * An older instance keeps working on a newer schema (a rolling upgrade, or a
 * rollback): the previous release's API server (`.ci/previous-release`), run
 * from its own code and workspace packages, on a database that this build's
 * migrations brought to the current schema. Its migrator finds nothing it
 * knows to apply. It must sign in, publish, take a submission and read it back.
 *
 * The requests below are the previous release's API as its clients send it,
 * written out here rather than taken from today's test helpers, which follow
 * today's API.
 */

const OWNER = { email: "owner@previous.example", password: "previous release password" };
const TOKEN = "previous-release-admin-token-at-least-32-chars";
const SLUG = "previous-release";

const document = {
  slug: SLUG,
  title: "Previous release",
  blocks: [{ type: "text", name: "ref", label: "Reference", required: true }],
};

const targets = [
  { name: "pglite" as const },
  ...(process.env.TEST_DATABASE_URL ? [{ name: "postgres" as const }] : []),
];

interface GraphQLReply {
  status: number;
  // biome-ignore lint/suspicious/noExplicitAny: the test reads arbitrary response shapes
  body: { data?: any; errors?: Array<{ message: string }> };
}

async function gql(
  server: ChildApiServer,
  request: { query: string; variables?: Record<string, unknown>; cookie?: string },
): Promise<GraphQLReply> {
  const response = await fetch(server.graphqlUrl, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      accept: "application/json",
      ...(request.cookie ? { cookie: request.cookie } : {}),
    },
    body: JSON.stringify({ query: request.query, variables: request.variables }),
  });
  return { status: response.status, body: (await response.json()) as GraphQLReply["body"] };
}

describe("the previous release on the current schema", () => {
  let release: PreviousRelease;

  beforeAll(() => {
    release = checkOutPreviousRelease({ log: (line) => console.log(line) });
  }, 300_000);

  afterAll(() => release?.remove());

  describe.each(targets)("on $name", ({ name }) => {
    const cleanups: Array<() => unknown> = [];
    let server: ChildApiServer;

    beforeAll(async () => {
      const dataDir = mkdtempSync(path.join(os.tmpdir(), "formwright-previous-release-data-"));
      cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
      const formsDir = mkdtempSync(path.join(os.tmpdir(), "formwright-previous-release-forms-"));
      cleanups.push(() => rmSync(formsDir, { recursive: true, force: true }));
      let databaseUrl = "";
      if (name === "postgres" && process.env.TEST_DATABASE_URL) {
        const scratch = await createScratchDatabase(process.env.TEST_DATABASE_URL);
        cleanups.push(scratch.drop);
        databaseUrl = scratch.url;
      }
      // This build migrates the database to the current schema, then lets go of it.
      const current = await openDatabase(databaseUrl ? { databaseUrl, poolSize: 1 } : { dataDir });
      await current.close();

      server = childApiServer({
        root: release.dir,
        port: await freePort(),
        env: {
          DATA_DIR: dataDir,
          DATABASE_URL: databaseUrl,
          FORMWRIGHT_FORMS_DIR: formsDir,
          FORMWRIGHT_ADMIN_TOKEN: TOKEN,
          FORMWRIGHT_ADMIN_EMAIL: OWNER.email,
          FORMWRIGHT_ADMIN_PASSWORD: OWNER.password,
          FORMWRIGHT_MIN_FILL_MS: "0",
        },
      });
      cleanups.push(() => server.kill("SIGTERM"));
      await server.start();
    }, 180_000);

    afterAll(async () => {
      for (const cleanup of cleanups.reverse()) await cleanup();
    });

    it("signs in, publishes a form, takes a submission and reads it back with the session", async () => {
      const log = () => `\n${release.commit} server output:${server.output().slice(-3000)}`;
      const signIn = await fetch(`${server.url}/api/auth/sign-in`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(OWNER),
      });
      expect(signIn.status, `sign-in answered ${signIn.status}${log()}`).toBe(200);
      const cookie = (signIn.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
      expect(cookie).toMatch(/^fw_session=.+/);

      const created = await gql(server, {
        query: "mutation($d: JSON!) { createForm(document: $d) { id } }",
        variables: { d: document },
        cookie,
      });
      expect(created.body.errors, `createForm${log()}`).toBeUndefined();
      const published = await gql(server, {
        query: "mutation($id: ID!) { publishForm(id: $id) { id } }",
        variables: { id: created.body.data.createForm.id },
        cookie,
      });
      expect(published.body.errors, `publishForm${log()}`).toBeUndefined();

      const submitted = await gql(server, {
        query: `mutation($slug: String!, $key: String!, $data: JSON!) {
          submitForm(slug: $slug, data: $data, idempotencyKey: $key) {
            submissionId
            fieldErrors { name message }
          }
        }`,
        variables: { slug: SLUG, key: "previous-release-1", data: { ref: "from the old build" } },
      });
      expect(submitted.body.errors, `submitForm${log()}`).toBeUndefined();
      const id = submitted.body.data.submitForm.submissionId as string;
      expect(id).toEqual(expect.any(String));

      const read = await gql(server, {
        query: "query($s: String!) { submissions(formSlug: $s, first: 10) { nodes { id data } } }",
        variables: { s: SLUG },
        cookie,
      });
      expect(read.body.errors, `submissions${log()}`).toBeUndefined();
      expect(read.body.data.submissions.nodes).toEqual([
        { id, data: { ref: "from the old build" } },
      ]);
    }, 60_000);
  });
});
