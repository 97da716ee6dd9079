import { spawnSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, test } from "vitest";

// The CI gate of issue 10: `.ci/run` fails on a high or critical advisory in
// production dependencies. Fed saved `npm audit --json` answers, so the
// verdict is tested whether or not the advisory service can be reached.
const script = path.resolve(import.meta.dirname, "../audit-production.mjs");

function audit(report: unknown, env: Record<string, string> = {}) {
  const dir = mkdtempSync(path.join(os.tmpdir(), "fw-audit-"));
  const file = path.join(dir, "audit.json");
  writeFileSync(file, JSON.stringify(report));
  return spawnSync(process.execPath, [script, "--report", file], {
    encoding: "utf8",
    env: { ...process.env, FORMWRIGHT_AUDIT_REQUIRED: "", ...env },
  });
}

const counts = (high: number, critical: number) => ({
  metadata: { vulnerabilities: { info: 0, low: 1, moderate: 2, high, critical, total: 3 } },
});

describe("audit-production", () => {
  test("fails on a high advisory, naming the package and whether a fix exists", () => {
    const run = audit({
      ...counts(1, 0),
      vulnerabilities: {
        "some-lib": { name: "some-lib", severity: "high", range: "<1.2.3", fixAvailable: true },
        other: { name: "other", severity: "moderate", range: "*", fixAvailable: false },
      },
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain("some-lib (high, <1.2.3): a fixed release exists");
    expect(run.stderr).not.toContain("other (");
  });

  test("fails on a critical advisory without a fix", () => {
    const run = audit({
      ...counts(0, 1),
      vulnerabilities: {
        bad: { name: "bad", severity: "critical", range: "*", fixAvailable: false },
      },
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain("bad (critical, *): no fixed release yet");
  });

  test("passes with only moderate and low advisories, and says so", () => {
    const run = audit({ ...counts(0, 0), vulnerabilities: {} });
    expect(run.status).toBe(0);
    expect(run.stdout).toContain("no high or critical advisory in production dependencies");
  });

  test("says loudly that it did not run when the service answered an error", () => {
    const unreachable = { error: { code: "E405", summary: "audit endpoint returned an error" } };
    const run = audit(unreachable);
    expect(run.status).toBe(0);
    expect(run.stderr).toContain("npm audit DID NOT RUN");
    expect(audit(unreachable, { FORMWRIGHT_AUDIT_REQUIRED: "1" }).status).toBe(1);
  });
});
