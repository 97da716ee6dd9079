import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { type ChildApiServer, childApiServer, freePort } from "../testing/child-api-server";
import { contactDocument, validContactAnswers } from "../testing/fixtures";
import { publishForm } from "../testing/submission-client";

const TOKEN = "draft-durability-admin-token-at-least-32-chars";
const SAVE = `mutation($answers: JSON!, $token: String) {
  saveDraft(slug: "contact", version: 1, answers: $answers, resumeToken: $token) { resumeToken }
}`;
const RESUME = `query($token: String!) { resumeDraft(slug: "contact", resumeToken: $token) { answers step } }`;
const SUBMIT = `mutation($data: JSON!, $token: String) {
  submitForm(slug: "contact", data: $data, idempotencyKey: "after-kill", resumeToken: $token) {
    submissionId fieldErrors { name message }
  }
}`;

async function call(url: string, query: string, variables: Record<string, unknown>) {
  const response = await fetch(url, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${TOKEN}` },
    body: JSON.stringify({ query, variables }),
  });
  // biome-ignore lint/suspicious/noExplicitAny: tests read arbitrary response shapes
  const body = (await response.json()) as { data?: any; errors?: unknown[] };
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  return body.data;
}

/**
 * Issue 11: "process killed between two steps". A saved draft is committed
 * before its link is answered: the server killed between one save and the
 * next visit loses nothing, and the next save and the submit carry on.
 */
describe("a saved draft across a SIGKILL", () => {
  const servers: ChildApiServer[] = [];
  const dirs: string[] = [];
  afterEach(async () => {
    for (const server of servers.splice(0)) await server.kill("SIGKILL");
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it("is there after a restart, takes the next step's save, and ends with the submit", async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), "formwright-draft-kill-"));
    dirs.push(dataDir);
    const port = await freePort();
    const env = {
      DATA_DIR: dataDir,
      FORMWRIGHT_FORMS_DIR: dataDir,
      FORMWRIGHT_ADMIN_TOKEN: TOKEN,
      FORMWRIGHT_SUBMIT_LIMIT_PER_MINUTE: "0",
      FORMWRIGHT_MIN_FILL_MS: "0",
    };
    const first = childApiServer({ port, env, startTimeoutMs: 90_000 });
    servers.push(first);
    await first.start();
    await publishForm({ graphqlUrl: first.graphqlUrl, token: TOKEN, document: contactDocument() });
    const saved = await call(first.graphqlUrl, SAVE, { answers: { fullName: "Killed Ada" } });
    const token = saved.saveDraft.resumeToken as string;
    await first.kill("SIGKILL");

    const second = childApiServer({ port, env, startTimeoutMs: 90_000 });
    servers.push(second);
    await second.start();
    const resumed = await call(second.graphqlUrl, RESUME, { token });
    expect(resumed.resumeDraft).toEqual({ answers: { fullName: "Killed Ada" }, step: 1 });
    const again = await call(second.graphqlUrl, SAVE, {
      answers: { fullName: "Killed Ada", email: "ada@example.com" },
      token,
    });
    expect(again.saveDraft.resumeToken).toBe(token);
    const submitted = await call(second.graphqlUrl, SUBMIT, {
      data: { ...validContactAnswers, fullName: "Killed Ada" },
      token,
    });
    expect(submitted.submitForm.fieldErrors).toEqual([]);
    expect(submitted.submitForm.submissionId).toBeTruthy();
    expect((await call(second.graphqlUrl, RESUME, { token })).resumeDraft).toBeNull();
  }, 240_000);
});
