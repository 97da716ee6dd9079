/**
 * The expand-then-contract rules a migration keeps so that the previous
 * release, still running during a rolling upgrade or started again after a
 * rollback, works on the schema the migration leaves (docs/operations.md,
 * "Upgrades and migrations"). A migration only expands: a new required column
 * comes with a default (or arrives nullable and is made required a release
 * later), and nothing the previous release reads is dropped or renamed.
 *
 * Returns one line per breach, empty when the migration keeps the rules. The
 * check reads PostgreSQL DDL as drizzle-kit writes it and as we hand-write it;
 * it does not parse SQL in full.
 *
 * @example
 * migrationRuleBreaches(`ALTER TABLE "s" ADD COLUMN "at" timestamp NOT NULL;`);
 * // ['"s"."at" is added as required (NOT NULL) with no DEFAULT']
 */
export function migrationRuleBreaches(sqlText: string): string[] {
  const breaches: string[] = [];
  const added = new Set<string>();
  for (const statement of statements(sqlText)) {
    if (/^DROP TABLE\b/i.test(statement)) {
      breaches.push(`drops a table: ${statement}`);
      continue;
    }
    const alter =
      /^ALTER TABLE (?:IF EXISTS )?(?:ONLY )?((?:"[^"]+"|\w+)(?:\.(?:"[^"]+"|\w+))?) (.+)$/i.exec(
        statement,
      );
    if (!alter) continue;
    const table = lastName(alter[1] ?? "");
    for (const action of splitTopLevel(alter[2] ?? "", ",")) {
      const breach = actionBreach({ table, action, added });
      if (breach) breaches.push(breach);
    }
  }
  return breaches;
}

const NAME = String.raw`("[^"]+"|\w+)`;
const ADD_COLUMN = new RegExp(`^ADD (?:COLUMN )?(?:IF NOT EXISTS )?${NAME} (.+)$`, "i");
const SET_NOT_NULL = new RegExp(`^ALTER (?:COLUMN )?${NAME} SET NOT NULL$`, "i");
const DROP_COLUMN = new RegExp(`^DROP (?:COLUMN )?(?:IF EXISTS )?${NAME}`, "i");

function actionBreach(input: { table: string; action: string; added: Set<string> }): string | null {
  const { table, action, added } = input;
  if (/^ADD (?:CONSTRAINT|PRIMARY KEY|UNIQUE|CHECK|FOREIGN KEY|EXCLUDE)\b/i.test(action)) {
    return null;
  }
  const add = ADD_COLUMN.exec(action);
  if (add) {
    const column = `${table}.${quoted(add[1] ?? "")}`;
    added.add(column);
    const definition = add[2] ?? "";
    const isRequired = /\bNOT NULL\b|\bPRIMARY KEY\b/i.test(definition);
    const hasValue = /\bDEFAULT\b|\bGENERATED\b/i.test(definition);
    return isRequired && !hasValue
      ? `${column} is added as required (NOT NULL) with no DEFAULT`
      : null;
  }
  const tighten = SET_NOT_NULL.exec(action);
  if (tighten) {
    const column = `${table}.${quoted(tighten[1] ?? "")}`;
    return added.has(column)
      ? `${column} is made required (SET NOT NULL) in the migration that adds it: tighten it a release later`
      : null;
  }
  if (/^DROP CONSTRAINT\b/i.test(action)) return null;
  const drop = DROP_COLUMN.exec(action);
  if (drop) return `${table}.${quoted(drop[1] ?? "")} is dropped`;
  if (/^RENAME CONSTRAINT\b/i.test(action)) return null;
  if (/^RENAME\b/i.test(action)) return `${table}: ${action}`;
  return null;
}

/** The statements of a migration: comments removed, whitespace collapsed. */
function statements(sqlText: string): string[] {
  return splitTopLevel(withoutComments(sqlText), ";")
    .map((s) => s.replace(/\s+/g, " ").trim())
    .filter((s) => s !== "");
}

function withoutComments(sqlText: string): string {
  let out = "";
  let quote: string | null = null;
  for (let i = 0; i < sqlText.length; i++) {
    const char = sqlText[i] as string;
    if (quote) {
      out += char;
      if (char === quote) quote = null;
    } else if (char === "'" || char === '"') {
      quote = char;
      out += char;
    } else if (char === "-" && sqlText[i + 1] === "-") {
      while (i < sqlText.length && sqlText[i] !== "\n") i++;
      out += "\n";
    } else if (char === "/" && sqlText[i + 1] === "*") {
      const end = sqlText.indexOf("*/", i + 2);
      i = end === -1 ? sqlText.length : end + 1;
      out += " ";
    } else {
      out += char;
    }
  }
  return out;
}

/** Splits on `separator` outside quotes and parentheses. */
function splitTopLevel(text: string, separator: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quote: string | null = null;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (quote) {
      if (char === quote) quote = null;
    } else if (char === "'" || char === '"') quote = char;
    else if (char === "(") depth++;
    else if (char === ")") depth--;
    else if (char === separator && depth === 0) {
      parts.push(text.slice(start, i).trim());
      start = i + 1;
    }
  }
  parts.push(text.slice(start).trim());
  return parts.filter((p) => p !== "");
}

/** `"public"."sessions"` → `"sessions"`. */
function lastName(qualified: string): string {
  const names = splitTopLevel(qualified, ".");
  return quoted(names[names.length - 1] ?? qualified);
}

function quoted(name: string): string {
  return name.startsWith('"') ? name : `"${name.toLowerCase()}"`;
}
