import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ChildApiServer, childApiServer, freePort } from "../testing/child-api-server";
import { runCliProcess } from "../testing/cli-process";
import { publishForm } from "../testing/submission-client";

const TOKEN = "cli-beside-server-admin-token-32-chars-or-more";
const OWNER = { email: "owner@example.com", password: "the owner's password" };

/** Posts to an auth route as the reset and sign-in pages do (JSON, same origin). */
async function authPost(server: ChildApiServer, route: string, fields: Record<string, string>) {
  const response = await fetch(`${server.url}/api/auth/${route}`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: server.url },
    body: JSON.stringify(fields),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe("the command line beside a server on the embedded database", () => {
  let dataDir: string;
  let server: ChildApiServer;
  let env: Record<string, string>;

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), "formwright-cli-beside-"));
    env = {
      DATA_DIR: dataDir,
      FORMWRIGHT_ADMIN_EMAIL: OWNER.email,
      FORMWRIGHT_ADMIN_PASSWORD: OWNER.password,
      FORMWRIGHT_ADMIN_TOKEN: TOKEN,
    };
    server = childApiServer({ port: await freePort(), env });
    await server.start();
  }, 180_000);

  afterAll(async () => {
    await server?.kill("SIGTERM");
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("the server's start on a new DATA_DIR logged each migration it applied", () => {
    expect(server.output()).toContain("migration 0000_init applied");
    expect(server.output()).toContain("migration 0015_sessions_absolute_expiry_default applied");
  });

  it("users reset-password asks the server: its link works at once, without a restart", async () => {
    const cli = await runCliProcess(["users", "reset-password", OWNER.email], env);
    expect(cli.stderr).toBe("");
    expect(cli.code).toBe(0);
    const token = cli.stdout.match(/\/reset\/([\w-]+)/)?.[1];
    expect(token).toBeDefined();

    const reset = await authPost(server, "reset", {
      token: token!,
      password: "a brand new password",
    });
    expect(reset).toMatchObject({ status: 200, body: { ok: true } });
    const signIn = await authPost(server, "sign-in", {
      email: OWNER.email,
      password: "a brand new password",
    });
    expect(signIn.status).toBe(200);
  }, 120_000);

  it("users create-owner asks the server, and its link sets the new owner's password", async () => {
    const cli = await runCliProcess(["users", "create-owner", "second@example.com"], env);
    expect(cli.stderr).toBe("");
    expect(cli.code).toBe(0);
    expect(cli.stdout).toContain("Owner second@example.com created");
    const token = cli.stdout.match(/\/invite\/([\w-]+)/)?.[1];
    expect(token).toBeDefined();
    const set = await authPost(server, "reset", { token: token!, password: "second owner's own" });
    expect(set).toMatchObject({ status: 200, body: { user: { role: "owner" } } });
  }, 120_000);

  it("forms pull asks the server and writes the same files", async () => {
    const document = {
      slug: "beside",
      title: "Pulled beside a server",
      blocks: [{ type: "text", name: "name", label: "Name" }],
    };
    await publishForm({ graphqlUrl: server.graphqlUrl, token: TOKEN, document });
    const dir = mkdtempSync(path.join(os.tmpdir(), "formwright-pull-beside-"));
    const cli = await runCliProcess(["forms", "pull", dir], env);
    expect(cli.stderr).toBe("");
    expect(cli.code).toBe(0);
    expect(cli.stdout).toMatch(/^\d+ form\(s\): \d+ live version/);
    expect(JSON.parse(readFileSync(path.join(dir, "beside.json"), "utf8"))).toMatchObject(document);
    expect(readdirSync(path.join(dir, "drafts"))).toContain("beside.json");
    rmSync(dir, { recursive: true, force: true });
  }, 120_000);

  it("an unknown email is the command's failure, said by the server", async () => {
    const cli = await runCliProcess(["users", "reset-password", "nobody@example.com"], env);
    expect(cli.code).toBe(1);
    expect(cli.stderr.trim()).toBe("No user has the email nobody@example.com");
  }, 120_000);

  it.each([
    ["restore", ["restore", "package.json"]],
    ["db migrate-to", ["db", "migrate-to", "postgres://user@127.0.0.1:1/target"]],
  ])(
    "%s refuses while the server runs, naming the process and what to do",
    async (_, args) => {
      const cli = await runCliProcess(args, env);
      expect(cli.code).toBe(1);
      // The API server the tests start: the run's compiled one (test-setup/api-server-bundle.global.ts).
      expect(cli.stderr).toMatch(/is in use by process \d+ \(.*api-only-server\.mjs\)/);
      expect(cli.stderr).toContain("stop that process first");
    },
    120_000,
  );
});
