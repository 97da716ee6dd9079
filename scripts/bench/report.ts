import { writeFileSync } from "node:fs";
import path from "node:path";
import type { ExportResult } from "./export";
import type { IntakeResult } from "./intake";
import { root } from "./lib/app-server";
import { loadSection, machineDescription, type SectionResult } from "./lib/results";
import { round } from "./lib/stats";
import type { PageFigures } from "./pages";
import { bundleSection, formsSection, selectsSection } from "./report-frontend";

/** A section of BENCHMARKS.md: its title and how to render its saved results. */
export interface ReportSection {
  id: string;
  title: string;
  render: (result: SectionResult<unknown>) => string;
}

const met = (ok: boolean) => (ok ? "**met**" : "**not met**");

function intakeSection(result: SectionResult<unknown>): string {
  const rows = result.data as IntakeResult[];
  const lines = [
    "| database | what | accepted/s | p50 ms | p99 ms | errors |",
    "|---|---|---:|---:|---:|---:|",
  ];
  for (const r of rows) {
    for (const [what, f] of [
      ["`submitForm` (Formwright)", r.submit],
      ["trivial Yoga query `{ __typename }`", r.trivialQuery],
      ["bare `node:http` + insert", r.bareInsert],
    ] as const) {
      lines.push(
        `| ${r.database} | ${what} | ${round(f.perSecond)} | ${round(f.p50)} | ${round(f.p99)} | ${f.errors} |`,
      );
    }
  }
  const pg = rows.find((r) => r.database === "postgres");
  if (pg) {
    const ratio = pg.submit.perSecond / pg.bareInsert.perSecond;
    lines.push(
      "",
      `Goal: at least 2,000 accepted submissions/s on PostgreSQL: ${round(pg.submit.perSecond)}/s, ${met(pg.submit.perSecond >= 2000)}.`,
      `Goal: at least half the bare-insert reference: ${round(ratio * 100)} % of ${round(pg.bareInsert.perSecond)}/s, ${met(ratio >= 0.5)}.`,
      `Goal: zero errors: ${pg.submit.errors} errors over ${pg.submit.requests} requests, ${met(pg.submit.errors === 0)}.`,
    );
  }
  return lines.join("\n");
}

function exportSection(result: SectionResult<unknown>): string {
  const r = result.data as ExportResult;
  const lines = [
    "| rows (PostgreSQL) | seconds | rows/s | MiB streamed | server RSS before MiB | server peak RSS MiB |",
    "|---:|---:|---:|---:|---:|---:|",
    ...r.exports.map(
      (e) =>
        `| ${e.rows} | ${round(e.seconds)} | ${round(e.rowsPerSecond)} | ${round(e.bytes / 2 ** 20)} | ${round(e.baselineRssMiB)} | ${round(e.peakRssMiB)} |`,
    ),
    `| reference: \`psql \\copy ... to /dev/null\` of the ${r.copyReference.rows} rows | ${round(r.copyReference.seconds)} | ${round(r.copyReference.rowsPerSecond)} | | | |`,
  ];
  const large = r.exports.at(-1);
  const small = r.exports[0];
  if (large && small) {
    const growth =
      large.peakRssMiB - large.baselineRssMiB - (small.peakRssMiB - small.baselineRssMiB);
    lines.push(
      "",
      `Goal: at least 100,000 rows/s: ${round(large.rowsPerSecond)} rows/s at ${large.rows} rows, ${met(large.rowsPerSecond >= 100_000)}.`,
      `Goal: peak memory that does not grow with the row count: the export's memory rise was ${round(small.peakRssMiB - small.baselineRssMiB)} MiB at ${small.rows} rows and ${round(large.peakRssMiB - large.baselineRssMiB)} MiB at ${large.rows} rows (difference ${round(growth)} MiB for 10 times the rows), ${met(growth < 64)}.`,
    );
  }
  return lines.join("\n");
}

function pagesSection(result: SectionResult<unknown>): string {
  const rows = result.data as PageFigures[];
  return [
    "| page | requests/s (50 connections) | p99 latency under load ms | TTFB p50 ms (alone) | TTFB p99 ms (alone) | errors |",
    "|---|---:|---:|---:|---:|---:|",
    ...rows.map(
      (r) =>
        `| \`${r.path}\` | ${round(r.perSecond)} | ${round(r.p99LatencyUnderLoad)} | ${round(r.ttfbP50)} | ${round(r.ttfbP99)} | ${r.errors} |`,
    ),
    "",
    "`/` is a static page of the same server: the reference for what Next itself costs.",
  ].join("\n");
}

/** Every section, in the order of issue 6. */
export const SECTIONS: ReportSection[] = [
  {
    id: "intake",
    title: "1a. Intake: `submitForm` under 50 concurrent clients",
    render: intakeSection,
  },
  { id: "selects", title: "1b. Big selects in Chromium", render: selectsSection },
  { id: "forms", title: "1c. A 500-field form in Chromium", render: formsSection },
  { id: "bundle", title: "1d. First-load JavaScript of `/f/<slug>`", render: bundleSection },
  { id: "export", title: "1e. CSV export of 1,000,000 submissions", render: exportSection },
  { id: "pages", title: "1f. Pages: `/f/<slug>`", render: pagesSection },
];

/** Writes BENCHMARKS.md from the saved results of every section. */
export function writeReport(): void {
  const parts = [
    "# Benchmarks",
    "",
    "Written by `npm run bench` (see `scripts/bench/`); every figure is the median of several runs, each beside its reference measured in the same run on the same machine. Speed is never checked by a timed test: these are benchmarks.",
    "",
    `Machine: ${machineDescription()}.`,
    "",
  ];
  for (const section of SECTIONS) {
    const result = loadSection(section.id);
    parts.push(`## ${section.title}`, "");
    if (!result) {
      parts.push("Not measured yet.", "");
      continue;
    }
    parts.push(
      `Measured ${result.measuredAt} with \`${result.command}\`.`,
      "",
      section.render(result),
      "",
    );
  }
  writeFileSync(path.join(root, "BENCHMARKS.md"), parts.join("\n"));
}
