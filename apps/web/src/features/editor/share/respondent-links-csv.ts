import type { RespondentLinkRow } from "./respondent-links-api";

/** A CSV cell (RFC 4180), a text a spreadsheet would read as a formula prefixed with `'`. */
function cell(text: string | null): string {
  const safe = text && /^[=+\-@\t\r]/.test(text) ? `'${text}` : (text ?? "");
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/**
 * The links as CSV (`url,email,createdAt,usedAt,revokedAt`), made in the
 * browser from the list the panel shows: the server keeps no url, so `url` is
 * empty for links not made in this panel since it opened.
 *
 * @example
 * respondentLinksCsv([{ id: "1", url: "https://x/f/a?invite=t", email: null, createdAt: "2026-01-01T00:00:00.000Z", usedAt: null, revokedAt: null }]);
 * // "\uFEFFurl,email,createdAt,usedAt,revokedAt\r\nhttps://x/f/a?invite=t,,2026-01-01T00:00:00.000Z,,\r\n"
 */
export function respondentLinksCsv(rows: readonly RespondentLinkRow[]): string {
  const lines = ["url,email,createdAt,usedAt,revokedAt"];
  for (const row of rows) {
    lines.push([row.url, row.email, row.createdAt, row.usedAt, row.revokedAt].map(cell).join(","));
  }
  return `\uFEFF${lines.join("\r\n")}\r\n`;
}
