/**
 * `npm run bench [-- --only intake,pages] [--runs 3] [--duration 10]`:
 * runs the benchmarks of issue 6 and writes BENCHMARKS.md.
 */
import { parseArgs } from "node:util";
import { enterRunTempDir } from "../lib/run-temp-dir";
import { benchBundle } from "./bundle";
import { benchEditor } from "./editor";
import { benchExport } from "./export";
import { benchExpressions } from "./expressions";
import { benchForms } from "./forms";
import { benchIntake } from "./intake";
import { saveSection } from "./lib/results";
import { benchOutbox } from "./outbox";
import { benchPages } from "./pages";
import { benchPdfs } from "./pdfs";
import { SECTIONS, writeReport } from "./report";
import { benchSelects } from "./selects";
import { benchWorst } from "./worst";

// The servers' data folders and built fixtures of this run go when it ends.
enterRunTempDir("formwright-bench-run");

const { values } = parseArgs({
  options: {
    only: { type: "string" },
    runs: { type: "string", default: "3" },
    duration: { type: "string", default: "10" },
  },
});
const runs = Number(values.runs);
const durationS = Number(values.duration);
// `--only report` runs nothing and rewrites BENCHMARKS.md from the saved results.
const wanted = new Set((values.only ?? SECTIONS.map((s) => s.id).join(",")).split(","));

const benches: Record<string, () => Promise<unknown>> = {
  intake: () => benchIntake({ runs, durationS }),
  selects: () => benchSelects({ runs }),
  forms: () => benchForms({ runs }),
  editor: () => benchEditor({ runs }),
  bundle: () => benchBundle(),
  export: () => benchExport({ runs }),
  pages: () => benchPages({ runs, durationS }),
  expressions: () => benchExpressions({ evaluations: 200 * runs }),
  worst: () => benchWorst({ runs: Math.max(runs, 5) }),
  outbox: () => benchOutbox({ runs, durationS }),
  pdfs: () => benchPdfs({ runs }),
};

for (const [id, bench] of Object.entries(benches)) {
  if (!wanted.has(id)) continue;
  console.log(`bench ${id}: ${runs} runs of ${durationS} s ...`);
  const data = await bench();
  saveSection(id, data);
  console.log(JSON.stringify(data, null, 2));
}
writeReport();
console.log("BENCHMARKS.md written");
