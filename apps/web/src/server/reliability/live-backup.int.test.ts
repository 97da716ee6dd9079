import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { gunzipSync } from "node:zlib";
import { afterEach, describe, expect, it } from "vitest";
import { type ChildApiServer, childApiServer, freePort } from "../testing/child-api-server";
import { runCliProcess } from "../testing/cli-process";
import { createScratchDatabase } from "../testing/scratch-postgres";
import { publishForm, readAllSubmissions, SUBMIT_FORM } from "../testing/submission-client";

const TOKEN = "live-backup-admin-token-at-least-32-chars";
const SLUG = "live-backup";
const CLIENTS = 20;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

const document = {
  slug: SLUG,
  title: "Live backup",
  blocks: [
    { type: "text", name: "ref", label: "Reference", required: true },
    { type: "textarea", name: "note", label: "Note" },
  ],
};

const targets = [
  { name: "pglite" as const },
  ...(process.env.TEST_DATABASE_URL ? [{ name: "postgres" as const }] : []),
];

/** Submits `key` until the server acknowledges it, retrying on any failure, as the public form does. */
async function submitUntilAcknowledged(graphqlUrl: string, key: string): Promise<string> {
  const deadline = Date.now() + 60_000;
  const body = JSON.stringify({
    query: SUBMIT_FORM,
    variables: { slug: SLUG, key, data: { ref: key, note: `answer ${key}` } },
  });
  while (Date.now() < deadline) {
    try {
      const response = await fetch(graphqlUrl, {
        method: "POST",
        headers: { "content-type": "application/json", accept: "application/json" },
        body,
        signal: AbortSignal.timeout(10_000),
      });
      const reply = (await response.json()) as {
        data?: { submitForm?: { submissionId: string | null } };
      };
      const id = reply.data?.submitForm?.submissionId;
      if (id) return id;
    } catch {
      // the server is down or restarting: try again
    }
    await sleep(50 + Math.random() * 100);
  }
  throw new Error(`${key} never acknowledged`);
}

describe.each(targets)("a backup while the server runs, on $name", ({ name }) => {
  const cleanups: Array<() => Promise<void> | void> = [];
  let server: ChildApiServer | undefined;

  afterEach(async () => {
    await server?.kill("SIGKILL");
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  it("under load, then a SIGKILL: the server starts again with every acknowledged submission", async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), `formwright-live-backup-${name}-`));
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
    let databaseUrl = "";
    if (name === "postgres" && process.env.TEST_DATABASE_URL) {
      const scratch = await createScratchDatabase(process.env.TEST_DATABASE_URL);
      cleanups.push(scratch.drop);
      databaseUrl = scratch.url;
    }
    const env = {
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      FORMWRIGHT_ADMIN_TOKEN: TOKEN,
      FORMWRIGHT_SUBMIT_LIMIT_PER_MINUTE: "0",
      FORMWRIGHT_MIN_FILL_MS: "0",
    };
    server = childApiServer({ port: await freePort(), env });
    const running = server;
    await running.start();
    await publishForm({ graphqlUrl: running.graphqlUrl, token: TOKEN, document });

    const acknowledged = new Map<string, string>();
    let stop = false;
    const clients = Array.from({ length: CLIENTS }, async (_, client) => {
      for (let i = 0; !stop; i++) {
        const key = `client-${client}-${i}`;
        acknowledged.set(key, await submitUntilAcknowledged(running.graphqlUrl, key));
      }
    });
    while (acknowledged.size < 40) await sleep(20);

    const file = path.join(dataDir, "..", `${path.basename(dataDir)}.jsonl.gz`);
    cleanups.push(() => rmSync(file, { force: true }));
    const beforeBackup = acknowledged.size;
    const backup = await runCliProcess(["backup", file], env);
    expect(backup.stderr).toBe("");
    expect(backup.code).toBe(0);
    const atBackup = acknowledged.size;
    // The backup holds at least what was acknowledged before it began.
    const header = JSON.parse(gunzipSync(readFileSync(file)).toString("utf8").split("\n")[0]!);
    expect(header.counts.submissions).toBeGreaterThanOrEqual(beforeBackup);

    // More answers after the backup, then the crash.
    await sleep(2_000);
    await running.kill("SIGKILL");
    stop = true;
    const afterCrash = running.start();
    await Promise.all(clients);
    await afterCrash;

    const rows = await readAllSubmissions({
      graphqlUrl: running.graphqlUrl,
      slug: SLUG,
      token: TOKEN,
    });
    expect(acknowledged.size).toBeGreaterThan(atBackup);
    const stored = new Map(rows.map((row) => [String(row.data.ref), row.id]));
    const missing = [...acknowledged].filter(([key, id]) => stored.get(key) !== id);
    expect(missing.map(([key]) => key)).toEqual([]);
    expect(rows.length).toBe(acknowledged.size);
  }, 300_000);
});
