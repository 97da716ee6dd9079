import { parse } from "qs";
import { QUERY_STRING_LIMITS } from "../constants/query-string";
import type { FormDocument } from "../document/form-document-schema";
import { getFieldBlocks } from "../document/get-field-blocks";
import { getOwn } from "../utils/get-own";
import { RESERVED_KEYS } from "../utils/reserved-keys";
import type { SubmissionValues } from "../validation/submission-value";
import { coercePrefillValue } from "./coerce-prefill-value";

/**
 * Default values for a form from the query string of its URL, e.g.
 * `/f/contact?email=a@b.c&topics[]=x&topics[]=y`.
 *
 * The query string (with or without its leading `?`) is parsed by qs with
 * the limits of SPEC §9 (array limit 20, depth 5, parameter limit 1000),
 * prototype keys refused and null-prototype objects. Each field takes the
 * value under its name, coerced and checked for its type (see
 * {@link coercePrefillValue}); values that do not fit are dropped, keys that
 * are not field names are ignored, and parameters past the 1000th are not
 * read. A list of more than 20 values (or an index of 20 or more) becomes an
 * object in qs, and is dropped as a whole rather than cut short.
 *
 * The result is a plain object holding only the form's field names.
 *
 * @example
 * prefillFromQueryString({ document, search: "?email=a@b.c&topics[]=x&topics[]=y" });
 * // { email: "a@b.c", topics: ["x", "y"] }
 */
export function prefillFromQueryString({
  document,
  search,
}: {
  document: FormDocument;
  search: string;
}): SubmissionValues {
  const parsed = parse(search, {
    ...QUERY_STRING_LIMITS,
    allowPrototypes: false,
    plainObjects: true,
    ignoreQueryPrefix: true,
  });
  // Dotted keys name the parts of a field that holds several (`?attendees.1.name=`, a
  // group's first item): read apart, without lists, only when a field has no value above.
  let dotted: Record<string, unknown> | undefined;
  const dottedValue = (name: string) => {
    dotted ??= search.includes(".")
      ? parse(search, {
          ...QUERY_STRING_LIMITS,
          allowDots: true,
          parseArrays: false,
          allowPrototypes: false,
          plainObjects: true,
          ignoreQueryPrefix: true,
        })
      : {};
    return getOwn(dotted, name);
  };
  const values: SubmissionValues = {};
  for (const block of getFieldBlocks(document)) {
    // The schema refuses these names; skip them in a hand-built document too.
    if (RESERVED_KEYS.has(block.name)) continue;
    const raw =
      getOwn(parsed, block.name) ?? ("blocks" in block ? dottedValue(block.name) : undefined);
    if (raw === undefined) continue;
    const value = coercePrefillValue({ block, raw });
    if (value !== undefined) values[block.name] = value;
  }
  return values;
}
