import { mkdtempSync, readFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { RESET_PASSWORD_COMMAND } from "../../lib/auth-messages";
import { loadConfig } from "../config";
import { openDatabase } from "../db/database";
import { resetPassword } from "../services/auth/password-resets";
import { createUser, verifyCredentials } from "../services/auth/users";
import { runCli } from "./run-cli";

function capture() {
  const out: string[] = [];
  const err: string[] = [];
  return { out, err, sink: { out: (l: string) => out.push(l), err: (l: string) => err.push(l) } };
}

/** The arguments `npm run cli -- …` hands the CLI, from a command as the product prints it. */
function cliArgsOf(command: string, email: string): string[] {
  const [npm, rest] = command.split(" -- ");
  expect(npm).toBe("npm run cli");
  const rootPackage = JSON.parse(
    readFileSync(path.join(import.meta.dirname, "../../../../../package.json"), "utf8"),
  ) as { scripts: Record<string, string> };
  expect(rootPackage.scripts.cli).toContain("src/server/cli/index.ts");
  return (rest ?? "").split(" ").map((word) => (word === "<email>" ? email : word));
}

describe("npm run cli", () => {
  it("users reset-password prints a link that sets a new password in the server's database", async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), "formwright-cli-"));
    const config = loadConfig({ NODE_ENV: "test", DATA_DIR: dataDir, PORT: "4321" });
    const seed = await openDatabase({ dataDir: config.dataDir });
    await createUser(seed.db, {
      email: "locked.out@example.com",
      password: "forgotten password",
      role: "owner",
    });
    await seed.close();

    const io = capture();
    // The command "Forgot your password?" tells an owner to run, as it says it.
    const code = await runCli(cliArgsOf(RESET_PASSWORD_COMMAND, "Locked.Out@example.com"), {
      config,
      ...io.sink,
    });
    expect(code).toBe(0);
    const link = io.out.find((l) => l.startsWith("http://"));
    expect(link).toMatch(/^http:\/\/localhost:4321\/reset\/[\w-]{40,}$/);

    const after = await openDatabase({ dataDir: config.dataDir });
    try {
      const token = link!.split("/reset/")[1]!;
      await resetPassword(after.db, { token, password: "a fresh password" });
      const user = await verifyCredentials(after.db, {
        email: "locked.out@example.com",
        password: "a fresh password",
      });
      expect(user?.role).toBe("owner");
    } finally {
      await after.close();
    }
  }, 600_000);

  it("names an unknown email and an unknown command, with usage", async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), "formwright-cli-"));
    const config = loadConfig({ NODE_ENV: "test", DATA_DIR: dataDir });
    const unknownUser = capture();
    expect(
      await runCli(["users", "reset-password", "nobody@example.com"], {
        config,
        ...unknownUser.sink,
      }),
    ).toBe(1);
    expect(unknownUser.err.join("\n")).toContain("No user has the email nobody@example.com");
    const unknownCommand = capture();
    expect(await runCli(["users", "frobnicate"], { config, ...unknownCommand.sink })).toBe(2);
    expect(unknownCommand.err.join("\n")).toMatch(
      /Unknown command: users frobnicate[\s\S]*users reset-password <email>/,
    );
  }, 600_000);
});
