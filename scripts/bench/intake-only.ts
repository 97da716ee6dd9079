/**
 * `node --import tsx scripts/bench/intake-only.ts [pglite,postgres] [runs] [durationS]`:
 * the intake bench alone, its figures printed and nothing written (for trying a change).
 */
import { benchIntake } from "./intake";

const [databases = "pglite", runs = "3", duration = "8"] = process.argv.slice(2);
const results = await benchIntake({
  runs: Number(runs),
  durationS: Number(duration),
  databases: databases.split(",") as Array<"pglite" | "postgres">,
});
for (const r of results) {
  const share = (100 * r.submit.perSecond) / r.bareInsert.perSecond;
  console.log(
    `${r.database}: submit ${r.submit.perSecond.toFixed(0)}/s p50 ${r.submit.p50} p99 ${r.submit.p99} errors ${r.submit.errors} notStored ${r.submit.notStored} cpu ${r.submit.appCpuMs?.toFixed(2)} ms` +
      (r.submit.postgresCpuMs !== undefined
        ? ` + pg ${r.submit.postgresCpuMs.toFixed(2)} ms`
        : "") +
      ` | trivial ${r.trivialQuery.perSecond.toFixed(0)}/s | bare ${r.bareInsert.perSecond.toFixed(0)}/s p99 ${r.bareInsert.p99} | ${share.toFixed(1)} % of bare`,
  );
}
