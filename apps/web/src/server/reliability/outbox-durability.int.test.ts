import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { type ChildApiServer, childApiServer, freePort } from "../testing/child-api-server";
import { contactDocument, validContactAnswers } from "../testing/fixtures";
import { createScratchDatabase } from "../testing/scratch-postgres";
import { publishForm, SUBMIT_FORM } from "../testing/submission-client";
import { startWebhookReceiver, type WebhookReceiver } from "../testing/webhook-receiver";

const TOKEN = "outbox-durability-admin-token-at-least-32-chars";
const SUBMISSIONS = 20;

const targets = [
  { name: "pglite" as const },
  ...(process.env.TEST_DATABASE_URL ? [{ name: "postgres" as const }] : []),
];

async function call(url: string, query: string, variables: Record<string, unknown>) {
  const response = await fetch(url, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      accept: "application/json",
      authorization: `Bearer ${TOKEN}`,
    },
    body: JSON.stringify({ query, variables }),
  });
  // biome-ignore lint/suspicious/noExplicitAny: tests read arbitrary response shapes
  const body = (await response.json()) as { data?: any; errors?: unknown[] };
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  return body.data;
}

describe.each(targets)("outbox durability on $name", ({ name }) => {
  const cleanups: Array<() => Promise<void> | void> = [];
  const servers: ChildApiServer[] = [];
  let receiver: WebhookReceiver | undefined;

  afterEach(async () => {
    for (const server of servers.splice(0)) await server.kill("SIGKILL");
    await receiver?.close();
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  it("delivers what was committed before a SIGKILL, once the server is back", async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), `formwright-outbox-${name}-`));
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
    let databaseUrl = "";
    if (name === "postgres" && process.env.TEST_DATABASE_URL) {
      const scratch = await createScratchDatabase(process.env.TEST_DATABASE_URL);
      cleanups.push(scratch.drop);
      databaseUrl = scratch.url;
    }
    const port = await freePort();
    const env = {
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      FORMWRIGHT_FORMS_DIR: dataDir,
      FORMWRIGHT_ADMIN_TOKEN: TOKEN,
      FORMWRIGHT_SUBMIT_LIMIT_PER_MINUTE: "0",
      FORMWRIGHT_MIN_FILL_MS: "0",
      FORMWRIGHT_WEBHOOK_ALLOW_PRIVATE: "1",
      FORMWRIGHT_OUTBOX_POLL_MS: "50",
    };
    // First life: no worker, so every submission is committed and none delivered.
    const first = childApiServer({
      port,
      env: { ...env, FORMWRIGHT_OUTBOX_WORKER: "0" },
      startTimeoutMs: 90_000,
    });
    servers.push(first);
    await first.start();
    const formId = await publishForm({
      graphqlUrl: first.graphqlUrl,
      token: TOKEN,
      document: contactDocument(),
    });
    receiver = await startWebhookReceiver();
    const created = await call(
      first.graphqlUrl,
      `mutation($id: ID!, $url: String!) { createWebhook(formId: $id, url: $url) { secret } }`,
      { id: formId, url: receiver.url },
    );
    receiver.setSecret(created.createWebhook.secret);
    const ids: string[] = [];
    for (let i = 0; i < SUBMISSIONS; i++) {
      const data = await call(first.graphqlUrl, SUBMIT_FORM, {
        slug: "contact",
        key: `k${i}`,
        data: validContactAnswers,
      });
      ids.push(data.submitForm.submissionId);
    }
    await first.kill("SIGKILL");
    expect(receiver.received).toHaveLength(0);

    // Second life, same data: its worker finds the outbox rows and delivers them.
    const second = childApiServer({ port, env, startTimeoutMs: 90_000 });
    servers.push(second);
    await second.start();
    const received = await receiver.waitFor(SUBMISSIONS, 30_000);
    const delivered = received.map((r) => JSON.parse(r.body).data.submission.id as string);
    expect(new Set(delivered)).toEqual(new Set(ids));
    expect(received.every((r) => r.verified !== null)).toBe(true);
  }, 240_000);
});

describe.runIf(process.env.TEST_DATABASE_URL)("two instances on one PostgreSQL", () => {
  it("deliver every webhook once between them, none attempted by both at once", async () => {
    const scratch = await createScratchDatabase(process.env.TEST_DATABASE_URL ?? "");
    const receiver = await startWebhookReceiver({ delayMs: 30 });
    const servers: ChildApiServer[] = [];
    try {
      const env = {
        DATA_DIR: mkdtempSync(path.join(os.tmpdir(), "formwright-outbox-two-")),
        DATABASE_URL: scratch.url,
        FORMWRIGHT_ADMIN_TOKEN: TOKEN,
        // An empty folder: the system's temporary folder may hold any JSON file.
        FORMWRIGHT_FORMS_DIR: mkdtempSync(path.join(os.tmpdir(), "formwright-no-forms-")),
        FORMWRIGHT_SUBMIT_LIMIT_PER_MINUTE: "0",
        FORMWRIGHT_MIN_FILL_MS: "0",
        FORMWRIGHT_WEBHOOK_ALLOW_PRIVATE: "1",
        FORMWRIGHT_OUTBOX_POLL_MS: "20",
      };
      for (let i = 0; i < 2; i++) {
        const server = childApiServer({ port: await freePort(), env, startTimeoutMs: 90_000 });
        servers.push(server);
        await server.start();
      }
      const [a, b] = servers as [ChildApiServer, ChildApiServer];
      const formId = await publishForm({
        graphqlUrl: a.graphqlUrl,
        token: TOKEN,
        document: contactDocument({ slug: "shared" }),
      });
      const created = await call(
        a.graphqlUrl,
        `mutation($id: ID!, $url: String!) { createWebhook(formId: $id, url: $url) { secret } }`,
        { id: formId, url: receiver.url },
      );
      receiver.setSecret(created.createWebhook.secret);
      const total = 120;
      await Promise.all(
        Array.from({ length: total }, (_, i) =>
          call(i % 2 ? a.graphqlUrl : b.graphqlUrl, SUBMIT_FORM, {
            slug: "shared",
            key: `k${i}`,
            data: validContactAnswers,
          }),
        ),
      );
      const received = await receiver.waitFor(total, 60_000);
      await new Promise((r) => setTimeout(r, 500));
      const ids = received.map((r) => String(r.headers["webhook-id"]));
      expect(received).toHaveLength(total);
      expect(new Set(ids).size).toBe(total);
      expect(received.filter((r) => r.overlapped)).toEqual([]);
      expect(received.every((r) => r.verified !== null)).toBe(true);
    } finally {
      for (const server of servers) await server.kill("SIGKILL");
      await receiver.close();
      await scratch.drop();
    }
  }, 180_000);
});
