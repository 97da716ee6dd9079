import { CSV_BOM, csvRecord, csvTextCell } from "@/server/services/csv";
import type { AuditEventRow } from "./audit-api";

/** The CSV's columns, in order. */
export const AUDIT_CSV_COLUMNS = [
  "at",
  "action",
  "actorKind",
  "actorId",
  "actorEmail",
  "actorName",
  "targetKind",
  "targetId",
  "address",
  "details",
] as const;

/**
 * The events as CSV (RFC 4180, UTF-8 with a byte order mark), every cell
 * through the export's own encoder: text a spreadsheet would run as a formula
 * is prefixed with `'`. `details` is its JSON.
 *
 * @example
 * auditCsv([event]); // "\uFEFFat,action,…\r\n2026-11-28T01:00:00.000Z,form.published,…\r\n"
 */
export function auditCsv(rows: readonly AuditEventRow[]): string {
  let text = CSV_BOM + csvRecord([...AUDIT_CSV_COLUMNS]);
  for (const row of rows) {
    const cells = [
      row.at,
      row.action,
      row.actor.kind,
      row.actor.id,
      row.actor.email,
      row.actor.name,
      row.targetKind,
      row.targetId,
      row.address,
      JSON.stringify(row.details ?? {}),
    ];
    text += csvRecord(cells.map((cell) => csvTextCell(cell ?? "")));
  }
  return text;
}
