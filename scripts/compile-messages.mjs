// Compiles the ICU message catalogues (packages/core/src/i18n/messages/<lang>.json)
// into plain TypeScript functions (packages/core/src/i18n/generated/<lang>.ts), so the
// browser ships no message parser: a message is a function of its arguments, and
// plurals use the platform's Intl.PluralRules. English defines the keys and their
// argument types; every other language must have exactly the same keys and arguments.
//
// Three sets, compiled alike: messages/<lang>.json (the `Catalogue`, part of every public
// page), messages/widgets/<lang>.json (the `WidgetCatalogue`: texts of the file,
// signature, date and time widgets, which load on their own, so a form without them
// carries none of these texts) and messages/pages/<lang>.json (the `PageCatalogue`:
// the small pages the server writes itself for a post without scripts; never in a browser
// bundle).
//
// Run `node scripts/compile-messages.mjs` after editing a catalogue;
// `--check` exits 1 when a generated file is out of date (a test runs it).
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parse } from "@messageformat/parser";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const i18nDir = path.join(root, "packages/core/src/i18n");
const SETS = [
  { dir: "", typeName: "Catalogue", doc: "Every text the product shows on a public form" },
  {
    dir: "widgets",
    typeName: "WidgetCatalogue",
    doc: "The texts of the file, signature, date and time widgets (loaded with them)",
  },
  {
    dir: "pages",
    typeName: "PageCatalogue",
    doc: "The texts of the pages the server writes without React (a post without scripts)",
  },
];

/** Argument names of a message and whether each is a number (plural argument). */
function argumentsOf(tokens, found = new Map()) {
  for (const token of tokens) {
    if (token.type === "argument") {
      if (!found.has(token.arg)) found.set(token.arg, "string");
    } else if (token.type === "plural" || token.type === "selectordinal") {
      found.set(token.arg, "number");
      for (const c of token.cases) argumentsOf(c.tokens, found);
    } else if (token.type === "select") {
      if (!found.has(token.arg)) found.set(token.arg, "string");
      for (const c of token.cases) argumentsOf(c.tokens, found);
    } else if (token.type === "function") {
      throw new Error(`Formatter {${token.arg}, ${token.key}} is not supported`);
    }
  }
  return found;
}

/** A JavaScript expression for a token list; `n` is the innermost plural's number. */
function expressionOf(tokens, pluralArg) {
  const parts = tokens.map((token) => {
    switch (token.type) {
      case "content":
        return JSON.stringify(token.value);
      case "argument":
        return `String(a.${token.arg})`;
      case "octothorpe":
        if (!pluralArg) throw new Error("# outside a plural");
        return `String(a.${pluralArg})`;
      case "plural": {
        const cases = token.cases
          .map((c) => `${JSON.stringify(c.key)}: () => ${expressionOf(c.tokens, token.arg)}`)
          .join(", ");
        return `plural(rules, a.${token.arg}, { ${cases} })`;
      }
      case "select": {
        const cases = token.cases
          .map((c) => `${JSON.stringify(c.key)}: () => ${expressionOf(c.tokens, pluralArg)}`)
          .join(", ");
        return `select(a.${token.arg}, { ${cases} })`;
      }
      default:
        throw new Error(`Unsupported token ${token.type}`);
    }
  });
  return parts.length === 0 ? '""' : parts.join(" + ");
}

function compile(language, source, english, set) {
  const lines = [];
  let usesPlural = false;
  let usesSelect = false;
  for (const key of Object.keys(english)) {
    if (!(key in source)) throw new Error(`${language}.json: "${key}" is missing`);
  }
  for (const key of Object.keys(source)) {
    if (!(key in english)) throw new Error(`${language}.json: "${key}" is not in en.json`);
    const tokens = parse(source[key]);
    const args = argumentsOf(tokens);
    const expected = [...argumentsOf(parse(english[key])).keys()].sort().join(",");
    if ([...args.keys()].sort().join(",") !== expected) {
      throw new Error(`${language}.json: "${key}" must use the arguments {${expected}}`);
    }
    const body = expressionOf(tokens, null);
    usesPlural ||= body.includes("plural(");
    usesSelect ||= body.includes("select(");
    lines.push(args.size === 0 ? `  ${key}: ${body},` : `  ${key}: (a) => ${body},`);
  }
  const imports = [usesPlural && "plural", usesSelect && "select"].filter(Boolean);
  return [
    `${header(set)}${language}.json: edit that file, then run it again.`,
    `import type { ${set.typeName} } from "./catalogue";`,
    ...(imports.length
      ? [`import { ${imports.join(", ")} } from "${set.dir ? "../../plural" : "../plural"}";`]
      : []),
    "",
    ...(usesPlural ? [`const rules = new Intl.PluralRules(${JSON.stringify(language)});`, ""] : []),
    `/** The ${language} catalogue. */`,
    `export const catalogue: ${set.typeName} = {`,
    ...lines,
    "};",
    "",
  ].join("\n");
}

/** An argument is a number where any language takes its plural, else a string or a number. */
function catalogueType(english, sources, set) {
  const lines = Object.entries(english).map(([key, text]) => {
    const args = [...argumentsOf(parse(text)).keys()];
    if (args.length === 0) return `  readonly ${key}: string;`;
    const plurals = new Set();
    for (const source of sources) {
      for (const [name, type] of argumentsOf(parse(source[key]))) {
        if (type === "number") plurals.add(name);
      }
    }
    const params = args
      .map((name) => `${name}: ${plurals.has(name) ? "number" : "string | number"}`)
      .join("; ");
    return `  readonly ${key}: (a: { ${params} }) => string;`;
  });
  return [
    `${header(set)}en.json: edit that file, then run it again.`,
    "",
    `/** ${set.doc}: English defines the keys and arguments. */`,
    `export interface ${set.typeName} {`,
    ...lines,
    "}",
    "",
  ].join("\n");
}

function header(set) {
  const from = set.dir ? `../../messages/${set.dir}/` : "../messages/";
  return `// Generated by scripts/compile-messages.mjs from ${from}`;
}

const isCheck = process.argv.includes("--check");
const stale = [];
const keysSeen = new Map();
for (const set of SETS) {
  const sourceDir = path.join(i18nDir, "messages", set.dir);
  const outDir = path.join(i18nDir, "generated", set.dir);
  const read = (language) =>
    JSON.parse(readFileSync(path.join(sourceDir, `${language}.json`), "utf8"));
  const english = read("en");
  for (const key of Object.keys(english)) {
    if (keysSeen.has(key)) throw new Error(`"${key}" is in two catalogues`);
    keysSeen.set(key, set.typeName);
  }
  const languages = readdirSync(sourceDir)
    .filter((file) => file.endsWith(".json"))
    .map((file) => file.slice(0, -".json".length))
    .sort();
  const sources = languages.map(read);
  const outputs = new Map([["catalogue.ts", catalogueType(english, sources, set)]]);
  languages.forEach((language, i) => {
    outputs.set(`${language}.ts`, compile(language, sources[i], english, set));
  });
  for (const [file, text] of outputs) {
    const target = path.join(outDir, file);
    let current = null;
    try {
      current = readFileSync(target, "utf8");
    } catch {}
    if (current === text) continue;
    if (isCheck) stale.push(path.join(set.dir, file));
    else {
      mkdirSync(outDir, { recursive: true });
      writeFileSync(target, text);
    }
  }
}
if (stale.length > 0) {
  console.error(`Out of date: ${stale.join(", ")}. Run node scripts/compile-messages.mjs`);
  process.exit(1);
}
