import { answerText } from "./answer-text";
import { csvTextCell } from "./csv";

/**
 * Separates the parts of one export row as the database writes it (see
 * `exportRowSql`). PostgreSQL's JSON text escapes every control character
 * (`\u001f`), so the separator never occurs inside an answer.
 */
export const ROW_PART_SEPARATOR = "\u001f";

const QUOTE = 34;
const OPEN_BRACKET = 91;
const CLOSE_BRACKET = 93;
const COMMA = 44;
const SPACE = 32;
const OPEN_BRACE = 123;
const LETTER_T = 116;
const LETTER_F = 102;
const LETTER_N = 110;

/**
 * One answer as a CSV cell. Numbers are written as numbers: a JSON number
 * cannot be a formula, and prefixing `-5` would turn it into text. Every
 * other answer is text, neutralised and quoted.
 *
 * @example
 * answerCell(["=x", "y"]); // `"'=x, y"`
 * answerCell(-5); // "-5"
 */
export function answerCell(value: unknown): string {
  if (value === undefined || value === null) return "";
  if (typeof value === "number") return Number.isFinite(value) ? String(value) : "";
  if (typeof value === "boolean") return value ? "Yes" : "No";
  return csvTextCell(answerText(value));
}

/**
 * The answer text of a list of plain strings, as PostgreSQL writes it
 * (`["sales", "support"]`, no escapes): the items joined with ", ", as
 * `answerText` does. Null for any other list, left to JSON.parse.
 */
function plainStringList(row: string, start: number, end: number): string | null {
  if (row.charCodeAt(start + 1) === CLOSE_BRACKET) return start + 2 === end ? "" : null;
  let text = "";
  let at = start + 1;
  for (;;) {
    if (row.charCodeAt(at) !== QUOTE) return null;
    const close = row.indexOf('"', at + 1);
    if (close === -1 || close >= end) return null;
    text += row.slice(at + 1, close);
    const after = row.charCodeAt(close + 1);
    if (after === CLOSE_BRACKET) return close + 2 === end ? text : null;
    if (after !== COMMA || row.charCodeAt(close + 2) !== SPACE) return null;
    text += ", ";
    at = close + 3;
  }
}

/**
 * The CSV cell of one answer given as PostgreSQL's JSON text of it
 * (`(data -> 'name')::text`, "" when there is none), between `start` and
 * `end` of `row`. The same cell as `answerCell(JSON.parse(text))`, without
 * building a value for the common answers: plain text, numbers, booleans,
 * lists of plain text.
 * `hasEscape` tells whether the text has a backslash.
 */
function jsonTextCell(row: string, start: number, end: number, hasEscape: boolean): string {
  if (start === end) return "";
  const first = row.charCodeAt(start);
  if (first === QUOTE) {
    // Without an escape, the JSON string's text is the answer's text.
    return csvTextCell(
      hasEscape ? (JSON.parse(row.slice(start, end)) as string) : row.slice(start + 1, end - 1),
    );
  }
  if (first === LETTER_T) return "Yes";
  if (first === LETTER_F) return "No";
  if (first === LETTER_N) return "";
  if (first === OPEN_BRACKET && !hasEscape) {
    const list = plainStringList(row, start, end);
    if (list !== null) return csvTextCell(list);
  }
  if (first === OPEN_BRACKET || first === OPEN_BRACE) {
    return answerCell(JSON.parse(row.slice(start, end)));
  }
  // A number: the same double JSON.parse would give, written as JavaScript does.
  const value = Number(row.slice(start, end));
  return Number.isFinite(value) ? String(value) : "";
}

/**
/** How one answer cell is said in words (its field type's `answerWords`), from the stored answer. */
export type CellWords = (answer: unknown) => string;

/**
 * One CSV record, without its line end, from a row as the database writes it
 * for the export: the fixed cells (`id,time,version`: generated, never user
 * text), then for each field a separator and the JSON text of its answer.
 * `words[i]`, when given, says the i-th answer cell from the parsed answer
 * (a type whose words the database does not write, e.g. a file's name and size).
 *
 * @example
 * exportLine('7d0c…,2026-03-01T10:00:00.250Z,1\u001f"=1+1"\u001f36\u001ftrue\u001f');
 * // "7d0c…,2026-03-01T10:00:00.250Z,1,'=1+1,36,Yes,"
 */
export function exportLine(row: string, words?: readonly (CellWords | undefined)[]): string {
  let at = row.indexOf(ROW_PART_SEPARATOR);
  if (at === -1) return row;
  const cells: string[] = [row.slice(0, at)];
  // The next backslash at or after the current cell: most rows have none.
  let backslash = row.indexOf("\\", at);
  for (let cell = 0; at !== -1; cell++) {
    const start = at + 1;
    const next = row.indexOf(ROW_PART_SEPARATOR, start);
    const end = next === -1 ? row.length : next;
    const say = words?.[cell];
    if (say) {
      cells.push(start === end ? "" : csvTextCell(say(JSON.parse(row.slice(start, end)))));
    } else {
      if (backslash !== -1 && backslash < start) backslash = row.indexOf("\\", start);
      cells.push(jsonTextCell(row, start, end, backslash !== -1 && backslash < end));
    }
    at = next;
  }
  return cells.join(",");
}
