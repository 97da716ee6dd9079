import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { type ChildApiServer, childApiServer, freePort } from "../testing/child-api-server";
import { createScratchDatabase } from "../testing/scratch-postgres";
import { publishForm, readAllSubmissions, SUBMIT_FORM } from "../testing/submission-client";

const TOKEN = "durability-admin-token-at-least-32-chars";
const SLUG = "durable";
const CLIENTS = 10;
const PER_CLIENT = 30;
/** SIGKILL the server when this many submissions have been acknowledged (of 300). */
const KILL_AFTER_ACKS = [80, 190];
/** Give up on one submission after this long: the test fails rather than hangs. */
const SUBMISSION_DEADLINE_MS = 45_000;

const document = {
  slug: SLUG,
  title: "Durable",
  blocks: [
    { type: "text", name: "ref", label: "Reference", required: true },
    { type: "number", name: "client", label: "Client" },
    { type: "textarea", name: "note", label: "Note" },
  ],
};

const targets = [
  { name: "pglite" as const },
  ...(process.env.TEST_DATABASE_URL ? [{ name: "postgres" as const }] : []),
];

interface LoadStats {
  attempts: number;
  networkErrors: number;
  serverErrors: number;
  errorReplies: number;
  /** Acknowledged only after an earlier attempt with the same key failed. */
  acknowledgedAfterRetry: number;
  /**
   * Of those, stored by the killed process before it died (the row's
   * time-ordered id predates the kill): the retry found the committed row.
   */
  committedBeforeKill: number;
}

/** The millisecond timestamp in a UUIDv7 (its first 48 bits). */
function uuidv7Time(id: string): number {
  return Number.parseInt(id.replaceAll("-", "").slice(0, 12), 16);
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Submits once per key until the server acknowledges it (a submission id),
 * retrying the same key on a network error, a 5xx or an error reply: what the
 * public form does when the connection fails.
 */
async function submitUntilAcknowledged(input: {
  graphqlUrl: string;
  key: string;
  data: Record<string, unknown>;
  stats: LoadStats;
  killTimes: readonly number[];
}): Promise<string> {
  const deadline = Date.now() + SUBMISSION_DEADLINE_MS;
  const body = JSON.stringify({
    query: SUBMIT_FORM,
    variables: { slug: SLUG, key: input.key, data: input.data },
  });
  let failed = false;
  const firstAttempt = Date.now();
  for (;;) {
    input.stats.attempts += 1;
    try {
      const response = await fetch(input.graphqlUrl, {
        method: "POST",
        headers: { "content-type": "application/json", accept: "application/json" },
        body,
        signal: AbortSignal.timeout(10_000),
      });
      if (response.status >= 500) {
        input.stats.serverErrors += 1;
      } else {
        const reply = (await response.json()) as {
          data?: { submitForm?: { submissionId: string | null; fieldErrors: unknown[] } };
        };
        const result = reply.data?.submitForm;
        if (result?.submissionId) {
          if (failed) {
            input.stats.acknowledgedAfterRetry += 1;
            const stored = uuidv7Time(result.submissionId);
            if (input.killTimes.some((t) => stored < t && firstAttempt < t)) {
              input.stats.committedBeforeKill += 1;
            }
          }
          return result.submissionId;
        }
        if (result?.fieldErrors.length) {
          throw new Error(`field errors for ${input.key}: ${JSON.stringify(result.fieldErrors)}`);
        }
        input.stats.errorReplies += 1;
      }
    } catch (error) {
      if (error instanceof Error && error.message.startsWith("field errors")) throw error;
      input.stats.networkErrors += 1;
    }
    failed = true;
    if (Date.now() > deadline) throw new Error(`${input.key} never acknowledged`);
    await sleep(40 + Math.random() * 120);
  }
}

describe.each(targets)("durability on $name", ({ name }) => {
  const cleanups: Array<() => Promise<void> | void> = [];
  let server: ChildApiServer | undefined;

  afterEach(async () => {
    await server?.kill("SIGKILL");
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  it("stores every acknowledged submission exactly once when the server is SIGKILLed mid-load and restarted", async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), `formwright-durability-${name}-`));
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
    const formsDir = mkdtempSync(path.join(os.tmpdir(), "formwright-durability-forms-"));
    cleanups.push(() => rmSync(formsDir, { recursive: true, force: true }));
    let databaseUrl = "";
    if (name === "postgres" && process.env.TEST_DATABASE_URL) {
      const scratch = await createScratchDatabase(process.env.TEST_DATABASE_URL);
      cleanups.push(scratch.drop);
      databaseUrl = scratch.url;
    }
    server = childApiServer({
      port: await freePort(),
      env: {
        DATA_DIR: dataDir,
        DATABASE_URL: databaseUrl,
        FORMWRIGHT_FORMS_DIR: formsDir,
        FORMWRIGHT_ADMIN_TOKEN: TOKEN,
        FORMWRIGHT_SUBMIT_LIMIT_PER_MINUTE: "0",
        FORMWRIGHT_MIN_FILL_MS: "0",
      },
    });
    const running = server;
    await running.start();
    await publishForm({ graphqlUrl: running.graphqlUrl, token: TOKEN, document });

    const acknowledged = new Map<string, string>();
    const stats: LoadStats = {
      attempts: 0,
      networkErrors: 0,
      serverErrors: 0,
      errorReplies: 0,
      acknowledgedAfterRetry: 0,
      committedBeforeKill: 0,
    };
    const killTimes: number[] = [];
    let kills = 0;
    let done = false;

    // Kill with SIGKILL when the acknowledgements pass each mark, then start again
    // on the same port and data while the clients keep retrying.
    const killer = (async () => {
      for (const mark of KILL_AFTER_ACKS) {
        while (!done && acknowledged.size < mark) await sleep(5);
        if (done) return;
        killTimes.push(Date.now());
        await running.kill("SIGKILL");
        kills += 1;
        await running.start();
      }
    })();

    const clients = Array.from({ length: CLIENTS }, async (_, client) => {
      for (let i = 0; i < PER_CLIENT; i++) {
        const key = `client-${client}-submission-${i}`;
        const id = await submitUntilAcknowledged({
          graphqlUrl: running.graphqlUrl,
          key,
          data: { ref: key, client, note: `answer ${i} of client ${client}` },
          stats,
          killTimes,
        });
        acknowledged.set(key, id);
      }
    });
    try {
      await Promise.all(clients);
    } finally {
      done = true;
      await killer;
    }

    const rows = await readAllSubmissions({
      graphqlUrl: running.graphqlUrl,
      slug: SLUG,
      token: TOKEN,
    });
    const refs = rows.map((row) => String(row.data.ref));
    console.info(
      `durability on ${name}: ${acknowledged.size} acknowledged, ${rows.length} stored, ${kills} SIGKILLs, ${running.starts()} starts,`,
      JSON.stringify(stats),
    );

    expect(kills).toBe(KILL_AFTER_ACKS.length);
    expect(acknowledged.size).toBe(CLIENTS * PER_CLIENT);
    // No duplicates: every stored reference once.
    expect(new Set(refs).size).toBe(refs.length);
    // Nothing acknowledged is missing, nothing stored was not acknowledged,
    // and each is stored under the id the client was given.
    expect(rows.length).toBe(acknowledged.size);
    for (const row of rows) {
      expect(acknowledged.get(String(row.data.ref))).toBe(row.id);
    }
  }, 420_000);
});
