/**
 * A small, fast CSV encoder (RFC 4180) with spreadsheet formula-injection
 * neutralising (OWASP "CSV Injection"). Pure functions: every cell of an
 * export goes through here, a million rows at a time, so each one scans its
 * text once by character code rather than running regular expressions.
 */

/** Line end between records (RFC 4180). */
export const CSV_EOL = "\r\n";

/** UTF-8 byte order mark: lets Excel detect UTF-8 instead of guessing a legacy code page. */
export const CSV_BOM = "\uFEFF";

const COMMA = 44;
const QUOTE = 34;
const LF = 10;
const CR = 13;
const TAB = 9;
const EQUALS = 61;
const PLUS = 43;
const MINUS = 45;
const AT = 64;

/**
 * Whether a spreadsheet could read the text as a formula: it starts with
 * `=`, `+`, `-`, `@`, a tab or a carriage return (the OWASP list).
 *
 * @example
 * startsLikeFormula("=SUM(A1:A9)"); // true
 * startsLikeFormula("a-b"); // false
 */
export function startsLikeFormula(text: string): boolean {
  const first = text.charCodeAt(0);
  return (
    first === EQUALS ||
    first === PLUS ||
    first === MINUS ||
    first === AT ||
    first === TAB ||
    first === CR
  );
}

/**
 * Prefixes a single quote to text a spreadsheet would run as a formula, so it
 * shows as the text that was typed. Other text is returned unchanged.
 *
 * @example
 * neutralizeFormula('=HYPERLINK("http://evil")'); // `'=HYPERLINK("http://evil")`
 * neutralizeFormula("Ada"); // "Ada"
 */
export function neutralizeFormula(text: string): string {
  return startsLikeFormula(text) ? `'${text}` : text;
}

/**
 * Quotes one field per RFC 4180: text with a comma, a double quote, CR or LF
 * is wrapped in double quotes, with its double quotes doubled; anything else
 * is returned as it is.
 *
 * @example
 * quoteCsvField('say "hi", then go'); // `"say ""hi"", then go"`
 * quoteCsvField("plain"); // "plain"
 */
export function quoteCsvField(text: string): string {
  let hasQuote = false;
  let needsQuotes = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === QUOTE) {
      hasQuote = true;
      needsQuotes = true;
      break;
    }
    if (c === COMMA || c === LF || c === CR) needsQuotes = true;
  }
  if (!needsQuotes) return text;
  return hasQuote ? `"${text.replaceAll('"', '""')}"` : `"${text}"`;
}

/**
 * One text cell, ready to join into a record: neutralised against formula
 * injection, then quoted as needed.
 *
 * @example
 * csvTextCell("=1+1"); // "'=1+1"
 * csvTextCell("-5, or less"); // `"'-5, or less"`
 */
export function csvTextCell(text: string): string {
  return quoteCsvField(neutralizeFormula(text));
}

/**
 * One record: cells already encoded with {@link csvTextCell} (or known-safe
 * text such as numbers), joined by commas and ended with CRLF.
 *
 * @example
 * csvRecord(["id", csvTextCell("a,b")]); // 'id,"a,b"\r\n'
 */
export function csvRecord(cells: readonly string[]): string {
  let line = cells.length > 0 ? (cells[0] as string) : "";
  for (let i = 1; i < cells.length; i++) line += `,${cells[i]}`;
  return line + CSV_EOL;
}
