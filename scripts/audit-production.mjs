/**
 * CI's dependency audit: `npm audit --omit=dev --audit-level=high`, read as
 * JSON so that two different outcomes are not confused.
 *
 * - The audit ran: exit 1 when a production dependency has a high or critical
 *   advisory (listed by name), else exit 0 with the counts.
 * - The advisory service could not be reached (offline, a proxy that allows
 *   only GET, an outage): print a banner saying the audit did NOT run and why,
 *   and exit 0, or exit 1 when FORMWRIGHT_AUDIT_REQUIRED=1. An outage of a
 *   third-party service must not fail every build (flaky), and it must not
 *   look like a clean audit either (silent).
 *
 * Run: `node scripts/audit-production.mjs` (or `--report saved.json`).
 */
import { spawnSync } from "node:child_process";

import { readFileSync } from "node:fs";

// `--report <file>` reads a saved `npm audit --json` answer instead of asking
// the registry (how the test feeds it findings).
const reportArg = process.argv.indexOf("--report");
const run =
  reportArg > 0
    ? { stdout: readFileSync(process.argv[reportArg + 1] ?? "", "utf8"), stderr: "" }
    : spawnSync("npm", ["audit", "--omit=dev", "--audit-level=high", "--json"], {
        encoding: "utf8",
        maxBuffer: 64 * 1024 * 1024,
      });
let report;
try {
  report = JSON.parse(run.stdout);
} catch {
  report = undefined;
}

const counts = report?.metadata?.vulnerabilities;
if (!counts) {
  const why =
    report?.message ??
    report?.error?.summary ??
    run.stderr.trim().split("\n").at(-1) ??
    "no answer";
  const required = process.env.FORMWRIGHT_AUDIT_REQUIRED === "1";
  console.error(
    [
      "",
      "=".repeat(72),
      "npm audit DID NOT RUN: the advisory service could not be reached.",
      `  ${why}`,
      required
        ? "  FORMWRIGHT_AUDIT_REQUIRED=1: failing."
        : "  Production dependencies were NOT checked for advisories in this run.",
      "=".repeat(72),
      "",
    ].join("\n"),
  );
  process.exit(required ? 1 : 0);
}

const serious = Object.values(report.vulnerabilities ?? {}).filter(
  (v) => v.severity === "high" || v.severity === "critical",
);
if (serious.length > 0) {
  console.error("npm audit: high or critical advisories in production dependencies:");
  for (const v of serious) {
    const fix = v.fixAvailable ? "a fixed release exists" : "no fixed release yet";
    console.error(`  ${v.name} (${v.severity}, ${v.range}): ${fix}`);
  }
  process.exit(1);
}
console.log(
  `npm audit: no high or critical advisory in production dependencies (${counts.moderate} moderate, ${counts.low} low).`,
);
