import type { z } from "zod";
import { fieldDocumentOf } from "../field-types/document-list";
import { FIELD_TYPES, type FieldType } from "../field-types/registry";
import { formatJsonPath } from "../utils/format-json-path";
import { isRecord } from "../utils/is-record";
import type { DocumentIssue } from "./document-issue";
import { documentMessages } from "./document-messages";

function readAt(input: unknown, path: ReadonlyArray<PropertyKey>): unknown {
  let value = input;
  for (const segment of path) {
    if (typeof value !== "object" || value === null) return undefined;
    value = Object.hasOwn(value, segment)
      ? (value as Record<PropertyKey, unknown>)[segment]
      : undefined;
  }
  return value;
}

function isFieldType(value: unknown): value is FieldType {
  return typeof value === "string" && (FIELD_TYPES as readonly string[]).includes(value);
}

/** The message for an unknown key: a rule that does not fit, or any other key. */
function unknownKeyMessage(input: unknown, path: ReadonlyArray<PropertyKey>, key: string): string {
  const isRulesObject = path.length === 3 && path[0] === "blocks" && path[2] === "rules";
  if (!isRulesObject) return documentMessages.unknownKey(key);
  const block = readAt(input, path.slice(0, 2));
  const type = isRecord(block) ? block.type : undefined;
  return documentMessages.ruleNotApplicable(
    key,
    type,
    isFieldType(type) ? fieldDocumentOf(type).rules : [],
  );
}

/**
 * Turns zod's issues into {@link DocumentIssue}s: one per problem, each with a
 * readable JSON path. An object with several unknown keys yields one issue per
 * key, at the key's own path. `input` is the document as given, read to name
 * the field type in messages about rules.
 *
 * @example
 * toDocumentIssues({ issues: result.error.issues, input });
 * // [{ path: "blocks[0].rules.min", message: 'Rule "min" does not apply to text fields; ...' }]
 */
export function toDocumentIssues({
  issues,
  input,
}: {
  issues: readonly z.core.$ZodIssue[];
  input: unknown;
}): DocumentIssue[] {
  const result: DocumentIssue[] = [];
  const seen = new Set<string>();
  const add = (path: ReadonlyArray<PropertyKey>, message: string) => {
    const issue = { path: formatJsonPath(path), message };
    const key = `${issue.path}\u0000${message}`;
    if (seen.has(key)) return;
    seen.add(key);
    result.push(issue);
  };
  for (const issue of issues) {
    if (issue.code === "unrecognized_keys") {
      for (const key of issue.keys) {
        add([...issue.path, key], unknownKeyMessage(input, issue.path, key));
      }
    } else {
      add(issue.path, issue.message);
    }
  }
  return result;
}
