import type { SummaryKind, SummaryKinds } from "@formwright/core";
import type { Database } from "../../db/database";
import { countCells } from "./count-cells";
import { countWholeNumbers } from "./count-whole-numbers";
import { numberStatistics } from "./number-statistics";
import { rankPositions } from "./rank-positions";

/** Counts one kind's tally of the named fields' answers: one entry per name, empty without answers. */
type Tally<K extends SummaryKind> = (
  db: Database,
  input: { formId: string; names: readonly string[] },
) => Promise<ReadonlyMap<string, SummaryKinds[K]["tally"]>>;

/**
 * What the database counts for each kind of summary (see core's
 * `SummaryKinds`). A new kind of chart adds its tally here; a new field type
 * that sums its answers up like another needs nothing here.
 *
 * @example
 * const counts = await TALLIES.distribution(db, { formId, names: ["service"] });
 */
export const TALLIES: { readonly [K in SummaryKind]: Tally<K> } = {
  distribution: countWholeNumbers,
  "cross-tab": countCells,
  "mean-rank": rankPositions,
  statistics: numberStatistics,
};
