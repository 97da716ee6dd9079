import { randomBytes } from "node:crypto";
import { type FormDocument, pipedNames, prefillFromQueryString } from "@formwright/core";

/**
 * A value of a form page's query string that a kept page can carry for one
 * visitor (a prefill such as `?fullName=Ada`, or a parameter no field reads,
 * such as `utm_source`): its name, its spelling in the address and the text
 * it stands for.
 */
export interface QueryValue {
  name: string;
  /** As the visitor's address spells it (`Ada%20L` or `Ada+L`). */
  raw: string;
  /** What it decodes to (`Ada L`). */
  value: string;
}

/** Query values a kept page carries at most; a longer query is rendered per request. */
export const MAX_QUERY_VALUES = 20;

/**
 * Characters a value may have at most to be put into a kept page. React
 * Flight writes a string from 1,024 characters on as a row of its own with
 * its length in front, which a text put in place would falsify.
 */
export const MAX_QUERY_VALUE_LENGTH = 256;

/** A name as a field's (`fullName`, `utm_source`): nothing a query-string parser reads as nesting. */
const NAME = /^[A-Za-z_][A-Za-z0-9_]{0,63}$/;

/**
 * A spelling whose characters every context of a page (HTML, a script's
 * string, a URL) writes as they are, so it can be put in as it came.
 */
const RAW = /^[A-Za-z0-9%+._~*!()-]{1,2048}$/;

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * Text whose every occurrence in a rendered page is one of the encodings
 * below: no control character or line separator (escaped differently by
 * JSON and by HTML), no lone surrogate, not starting with `$` (React Flight
 * escapes that as `$$`), and short (see {@link MAX_QUERY_VALUE_LENGTH}).
 */
function isCarried(value: string): boolean {
  return (
    value.length > 0 &&
    value.length <= MAX_QUERY_VALUE_LENGTH &&
    !value.startsWith("$") &&
    !LONE_SURROGATE.test(value) &&
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is refused
    !/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/.test(value)
  );
}

/**
 * One `name=value` piece of a query string as a value a kept page may
 * carry, or null when its page must be rendered for it.
 *
 * @example
 * queryValueOf("fullName", "Ada%20L"); // { name: "fullName", raw: "Ada%20L", value: "Ada L" }
 * queryValueOf("tags[]", "a"); // null
 */
export function queryValueOf(name: string, raw: string): QueryValue | null {
  if (!NAME.test(name) || !RAW.test(raw)) return null;
  let value: string;
  try {
    // As qs (prefill) and URLSearchParams (Next's searchParams) decode it.
    value = decodeURIComponent(raw.replaceAll("+", " "));
  } catch {
    return null;
  }
  return isCarried(value) ? { name, raw, value } : null;
}

const HTML_ESCAPES: Record<string, string> = {
  "&": "&amp;",
  '"': "&quot;",
  "'": "&#x27;",
  "<": "&lt;",
  ">": "&gt;",
};

/** As React escapes text and attribute values (`escapeTextForBrowser`). */
function html(text: string): string {
  return text.replace(/[&"'<>]/g, (c) => HTML_ESCAPES[c]!);
}

/** The inside of a JSON string. */
function json(text: string): string {
  return JSON.stringify(text).slice(1, -1);
}

const SCRIPT_ESCAPES: Record<string, string> = {
  "&": "\\u0026",
  "<": "\\u003c",
  ">": "\\u003e",
};

/** As Next escapes the JSON of its inline scripts (`htmlEscapeJsonString`). */
function script(text: string): string {
  return text.replace(/[&<>]/g, (c) => SCRIPT_ESCAPES[c]!);
}

/**
 * The ways a value shows in a rendered form page, each a function of the
 * value: in the markup (an input's `value`, a textarea's text), in the
 * Flight data of the inline scripts (a prop, or a string in a string),
 * re-encoded in an address as `URLSearchParams` writes it (the language
 * switcher's links, Next's canonical URL `c`) and as `encodeURIComponent`
 * does (Next's query `q`), and as the visitor's address spelt it. Every
 * output of the last three is made of characters that neither HTML nor JSON
 * nor Next's script escaping changes, so each is the same in every context.
 */
export const ENCODINGS = {
  html: (v: QueryValue) => html(v.value),
  flight: (v: QueryValue) => script(json(json(v.value))),
  flightInString: (v: QueryValue) => script(json(json(json(v.value)))),
  link: (v: QueryValue) => new URLSearchParams([["", v.value]]).toString().slice(1),
  component: (v: QueryValue) => encodeURIComponent(v.value),
  address: (v: QueryValue) => v.raw,
} as const;

export type Encoding = keyof typeof ENCODINGS;

/** The slot of value `index` in `encoding`, as a kept page names it. */
export function valueSlot(index: number, encoding: Encoding): string {
  return `${index}:${encoding}`;
}

/** Every encoding of every value, by slot. */
export function encodedValues(values: readonly QueryValue[]): Record<string, string> {
  const out: Record<string, string> = {};
  values.forEach((v, index) => {
    for (const [encoding, encode] of Object.entries(ENCODINGS)) {
      out[valueSlot(index, encoding as Encoding)] = encode(v);
    }
  });
  return out;
}

/**
 * Stand-ins for the values of a query, to render a page once that is then
 * kept for every visitor with other values: each a random marker with the
 * characters that every context encodes differently (`&"<'>` and `*`, which
 * links write as is and the stand-in's address writes `%2A`; `'`, which
 * `encodeURIComponent` leaves and `URLSearchParams` escapes), so each place
 * it shows in names its context. `marker` finds what is left of one.
 */
export function standInsFor(values: readonly QueryValue[]): {
  values: QueryValue[];
  markers: string[];
} {
  const marker = randomBytes(12).toString("hex");
  return {
    values: values.map((v, index) => ({
      name: v.name,
      value: `${marker}${index}_*&"<'>`,
      raw: `${marker}${index}_%2A%26%22%3C%27%3E`,
    })),
    // A chunk boundary of the stream could cut one: either half is left whole.
    markers: [marker.slice(0, 12), marker.slice(12)],
  };
}

/** Keys whose string values are kinds from a fixed list, never a field's name. */
const KIND_KEYS = new Set(["type", "inputType"]);

/** How many string values in `node` (at any depth, not under a kind key) are `text`. */
function countValues(node: unknown, text: string, key = ""): number {
  if (typeof node === "string") return node === text && !KIND_KEYS.has(key) ? 1 : 0;
  if (Array.isArray(node))
    return node.reduce((sum: number, item) => sum + countValues(item, text), 0);
  if (node && typeof node === "object") {
    let sum = 0;
    for (const [k, v] of Object.entries(node)) sum += countValues(v, text, k);
    return sum;
  }
  return 0;
}

/**
 * Whether the page shows each of these values only as itself, whatever the
 * value: a field it prefills takes the text as given (its type keeps text
 * as it came), and nothing else in the document names the field (a
 * condition, a pipe, a rule comparing fields: any string in the document
 * equal to its name besides its own `name`), so no other part of the page
 * depends on what it says. A value no field reads is only ever shown as
 * itself. Translations name fields only as keys and pipe them only in text.
 */
export function valuesShownAsGiven(document: FormDocument, values: readonly QueryValue[]): boolean {
  const search = values.map((v) => `${v.name}=${v.raw}`).join("&");
  const prefill = prefillFromQueryString({ document, search });
  const { translations, ...own } = document;
  const piped = new Set([
    ...pipedNames(JSON.stringify(own)),
    ...pipedNames(JSON.stringify(translations ?? {})),
  ]);
  for (const v of values) {
    const filled = prefill[v.name];
    const mentions = countValues(own, v.name);
    if (filled === undefined) {
      // No field reads it, unless a field of that name dropped it (not text as given).
      if (mentions > 0) return false;
      continue;
    }
    if (filled !== v.value) return false;
    // Its own `"name": "…"` only.
    if (mentions !== 1 || piped.has(v.name)) return false;
  }
  return true;
}
