import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { RESET_TWO_FACTOR_COMMAND } from "../../lib/two-factor";
import { loadConfig } from "../config";
import { openDatabase } from "../db/database";
import { totpCode } from "../services/auth/two-factor/totp";
import {
  confirmTwoFactorSetup,
  isTwoFactorEnabled,
  startTwoFactorSetup,
} from "../services/auth/two-factor/two-factor";
import { createUser } from "../services/auth/users";
import { runCli } from "./run-cli";

function capture() {
  const out: string[] = [];
  const err: string[] = [];
  return { out, err, sink: { out: (l: string) => out.push(l), err: (l: string) => err.push(l) } };
}

describe("npm run cli -- users reset-2fa <email>", () => {
  it("turns two-factor sign-in off for a locked-out user, in the server's database", async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), "formwright-cli-2fa-"));
    const config = loadConfig({ NODE_ENV: "test", DATA_DIR: dataDir });
    const seed = await openDatabase({ dataDir: config.dataDir });
    const user = await createUser(seed.db, {
      email: "lost.phone@example.com",
      password: "correct horse battery",
      role: "owner",
    });
    const now = Date.now();
    const { key } = await startTwoFactorSetup(seed.db, { userId: user.id, email: user.email });
    await confirmTwoFactorSetup(seed.db, { userId: user.id, code: totpCode(key, now), now });
    expect(await isTwoFactorEnabled(seed.db, user.id)).toBe(true);
    await seed.close();

    // As the usage line and the docs spell it.
    const [npm, rest = ""] = RESET_TWO_FACTOR_COMMAND.split(" -- ");
    expect(npm).toBe("npm run cli");
    const args = rest
      .split(" ")
      .map((word) => (word === "<email>" ? "Lost.Phone@example.com" : word));
    const io = capture();
    expect(await runCli(args, { config, ...io.sink })).toBe(0);
    expect(io.out.join("\n")).toContain(
      "Two-factor sign-in is now off for lost.phone@example.com (owner)",
    );

    const after = await openDatabase({ dataDir: config.dataDir });
    try {
      expect(await isTwoFactorEnabled(after.db, user.id)).toBe(false);
    } finally {
      await after.close();
    }
    const again = capture();
    expect(await runCli(args, { config, ...again.sink })).toBe(0);
    expect(again.out.join("\n")).toContain("was not on for lost.phone@example.com");
  }, 600_000);

  it("names an unknown email, and shows its usage without one", async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), "formwright-cli-2fa-"));
    const config = loadConfig({ NODE_ENV: "test", DATA_DIR: dataDir });
    const unknown = capture();
    expect(
      await runCli(["users", "reset-2fa", "nobody@example.com"], { config, ...unknown.sink }),
    ).toBe(1);
    expect(unknown.err.join("\n")).toContain("No user has the email nobody@example.com");
    const usage = capture();
    expect(await runCli(["users", "reset-2fa"], { config, ...usage.sink })).toBe(2);
    expect(usage.err.join("\n")).toBe(`usage: ${RESET_TWO_FACTOR_COMMAND}`);
  }, 600_000);
});
