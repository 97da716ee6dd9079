import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { expect, test } from "@playwright/test";
import { E2E_PORT } from "./support/env";

/**
 * The container image cannot be built here (no registry to pull a Node image
 * from), so the image's own start command and health check, read from the
 * Dockerfile, are run as the image would run them: from the repository root
 * standing in for /app, with the Dockerfile's environment.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../..");
const dockerfile = readFileSync(path.join(root, "Dockerfile"), "utf8");
const PORT = E2E_PORT + 20;

/** The JSON array of the last `<instruction> [...]` (CMD, or HEALTHCHECK's CMD) in the Dockerfile. */
function execForm(pattern: RegExp): string[] {
  const joined = dockerfile.replace(/\\\n\s*/g, " ");
  const matches = [...joined.matchAll(pattern)];
  const last = matches.at(-1);
  if (!last) throw new Error(`No ${pattern} in the Dockerfile`);
  return JSON.parse(last[1]!) as string[];
}

/** The final stage's `ENV` settings. */
function imageEnv(): Record<string, string> {
  const joined = dockerfile.replace(/\\\n\s*/g, " ");
  const last = [...joined.matchAll(/^ENV (.+)$/gm)].at(-1)![1]!;
  return Object.fromEntries([...last.matchAll(/(\w+)=(\S+)/g)].map((m) => [m[1]!, m[2]!]));
}

test("the image's start command serves the app and its health check follows it", async () => {
  test.setTimeout(240_000);
  const command = execForm(/^CMD (\[.+\])$/gm);
  const healthcheck = execForm(/^HEALTHCHECK .*?CMD (\[.+\])$/gm);
  expect(command[0]).toBe("node");
  expect(healthcheck[0]).toBe("node");
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? "",
    ...imageEnv(),
    PORT: String(PORT),
    HOST: "127.0.0.1",
    DATA_DIR: mkdtempSync(path.join(os.tmpdir(), "formwright-image-data-")),
    FORMWRIGHT_FORMS_DIR: path.join(root, "forms"),
  };
  expect(env.NODE_ENV).toBe("production");
  const check = () =>
    spawnSync(process.execPath, healthcheck.slice(1), {
      env: env as NodeJS.ProcessEnv,
      timeout: 10_000,
    }).status;

  let server: ChildProcess | null = null;
  try {
    expect(check()).toBe(1); // nothing listens yet
    server = spawn(process.execPath, command.slice(1), {
      cwd: root,
      env: env as NodeJS.ProcessEnv,
      stdio: "pipe",
    });
    let output = "";
    server.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
    server.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
    await expect
      .poll(check, { timeout: 180_000, intervals: [1_000] })
      .toBe(0)
      .catch((error: unknown) => {
        throw new Error(`${String(error)}\nserver output:\n${output.slice(-3000)}`);
      });
    const page = await fetch(`http://127.0.0.1:${PORT}/f/demo`);
    expect(page.status).toBe(200);
    // Production logs are JSON lines.
    const ready = output.split("\n").find((line) => line.includes("Formwright ready"));
    expect(JSON.parse(ready!)).toMatchObject({ level: 30 });
  } finally {
    server?.kill("SIGTERM");
    await new Promise((r) => server?.once("exit", r) ?? r(null));
  }
  expect(check()).toBe(1);
});
