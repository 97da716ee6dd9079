import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { repositoryRoot } from "../import-cycles.mjs";

// One home per field type (docs/architecture.md): what the product knows of a
// type lives in its two folders, packages/core/src/field-types/<type>/ and
// apps/web/src/features/field-types/<type>/, and the type is listed in the
// lists below. Any other product file that names a type (compares a block's
// type with it, keys a record by every type, imports a type's folder or names
// its block) is where the next type would have to be added by hand: this test
// fails on it.

/** The field types: the name in documents, and the folder. */
const TYPES = [
  "text",
  "textarea",
  "number",
  "select",
  "radio",
  "checkboxGroup",
  "checkbox",
  "rating",
  "scale",
  "matrix",
  "ranking",
  "file",
  "signature",
  "date",
  "time",
  "hidden",
  "address",
  "group",
] as const;

const folderOf = (type: string) => type.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
const pascalOf = (type: string) => type[0].toUpperCase() + type.slice(1);

/** The lists every type is added to, and the per-package entry points that re-export them. */
const LISTS = new Set([
  // Core: the definitions the filling browser loads (eager or lazy), and the
  // document schemas and documents (zod, which the public form never loads).
  "packages/core/src/field-types/list.ts",
  "packages/core/src/field-types/document-list.ts",
  // Web: the widgets the public form loads, and what only the admin loads
  // (editor settings, results views).
  "apps/web/src/features/field-types/list.ts",
  "apps/web/src/features/field-types/admin-list.ts",
  // The shared widget library's index: one export per widget.
  "packages/fields/src/index.ts",
]);

/** The shared widget library's own folders, part of a type's widget home. */
const WIDGET_FOLDERS: Readonly<Record<string, string>> = {
  "packages/fields/src/date-input/": "date",
  "packages/fields/src/time-input/": "time",
  "packages/fields/src/checkbox/": "checkbox",
  "packages/fields/src/matrix/": "matrix",
  "packages/fields/src/ranking/": "ranking",
  "packages/fields/src/rating/": "rating",
  "packages/fields/src/scale/": "scale",
  "packages/fields/src/signature-pad/": "signature",
  "packages/fields/src/file-input/": "file",
  "packages/fields/src/hidden-input/": "hidden",
  "packages/fields/src/select/": "select",
  "packages/fields/src/checkbox-group/": "checkboxGroup",
  "packages/fields/src/textarea/": "textarea",
};

/** Types whose name, as a word of an identifier, is theirs alone (`ratingRange`, `MATRIX_MAX_ROWS`). */
const DISTINCT = new Set([
  "rating",
  "scale",
  "matrix",
  "ranking",
  "signature",
  "checkboxGroup",
  "textarea",
  "address",
]);

/**
 * Lines that name a type's word but not a field type, each with why: an HTML
 * input's type, a reducer action, a form document kept as data.
 */
const NOT_A_FIELD_TYPE: ReadonlyArray<{ file: string; line: RegExp; why: string }> = [
  {
    file: "apps/web/src/server/services/webhooks/chat-formats.ts",
    line: /textParagraph|"TextBlock"/,
    why: "a Google Chat card widget's and an Adaptive Card element's names",
  },
  {
    file: "apps/web/src/features/admin/auth-form.tsx",
    line: /field\.type === "text"/,
    why: "an HTML input's type",
  },
  {
    file: "apps/web/src/features/admin/setup-form.tsx",
    line: /type: "text",/,
    why: "an HTML input's type",
  },
  {
    file: "apps/web/src/features/admin/two-factor-code-step.tsx",
    line: /type: "text",/,
    why: "an HTML input's type",
  },
  {
    file: "packages/fields/src/field/stable-input-attributes.ts",
    line: /input\.type !== "radio"/,
    why: "an HTML input's type",
  },
  {
    file: "apps/web/src/features/editor/form-editor.tsx",
    line: /dispatch\(\{ type: "select"/,
    why: "a reducer action",
  },
  {
    file: "apps/web/src/features/editor/editor-state.ts",
    line: /\| \{ type: "select"; selection: EditorSelection(; part\?: number)? \}|case "select":|\{ type: "select", selection: key/,
    why: "the editor reducer's action that selects a block",
  },
  {
    file: "apps/web/src/server/http/request-listener.ts",
    line: /case "text":|body\.kind === "text"/,
    why: "an API body's kind: read as text, not parsed as an operation (api-body.ts)",
  },
  {
    file: "apps/web/src/features/field-types/group/settings.tsx",
    line: /type: "text"/,
    why: "a new group's first inner block: a document as data",
  },
  {
    file: "packages/core/src/pattern/pattern-measures.ts",
    line: /case "group":/,
    why: "a pattern's parse tree: a regular expression's group",
  },
  {
    file: "packages/core/src/pattern/pattern-program.ts",
    line: /case "group":/,
    why: "a pattern's parse tree: a regular expression's group",
  },
  {
    file: "packages/fields/src/field/field.tsx",
    line: /"group"/,
    why: "the field frame's fieldset variant (radio and checkbox groups)",
  },
  {
    file: "packages/fields/src/select/categorize-options.ts",
    line: /type: "group"|row\.type === "group"/,
    why: "the select menu's rows: a heading row of an option group",
  },
  {
    file: "apps/web/src/features/form-list/starter-document.ts",
    line: /type: "text"/,
    why: "a new form's first block: a document as data",
  },
  // The GraphQL API names its chart summaries after the types that first had
  // them (schema.graphql is a contract read from outside): only those names,
  // declared once; what fills them asks each type's core `summary`.
  {
    file: "apps/web/src/server/graphql/distribution-stats.ts",
    line: /objectRef<.+>\("Scale(Count|FieldStats)"\)|^\s*scaleFields: t\.field\(/,
    why: "the API's names of the whole-number summaries (rating and scale)",
  },
  {
    file: "apps/web/src/server/graphql/cross-tab-stats.ts",
    line: /objectRef<.+>\("Matrix(ColumnCount|RowStats|FieldStats)"\)|^\s*matrixFields: t\.field\(/,
    why: "the API's names of the per-row-and-column summaries",
  },
  {
    file: "apps/web/src/server/graphql/mean-rank-stats.ts",
    line: /objectRef<.+>\("Ranking(OptionStats|FieldStats)"\)|^\s*rankingFields: t\.field\(/,
    why: "the API's names of the mean-rank summaries",
  },
  {
    file: "apps/web/src/features/submissions/submissions-api.ts",
    line: /^\s*(distributions: scaleFields|crossTabs: matrixFields|meanRanks: rankingFields) \{/,
    why: "the API's summary lists, read under the names of their kinds (GraphQL aliases)",
  },
  {
    file: "apps/web/src/server/mcp/summarize-form.ts",
    line: /^\s*(distributions: scaleFields|crossTabs: matrixFields|meanRanks: rankingFields) \{/,
    why: "the API's summary lists, read under the names of their kinds (GraphQL aliases)",
  },
  {
    file: "apps/web/src/server/mcp/tool-result.ts",
    line: /type: "text"/,
    why: "an MCP content block's type",
  },
  {
    file: "apps/web/src/features/public-form/use-restore-answers.ts",
    line: /visibilityState === "hidden"/,
    why: "a page's visibility state",
  },
  {
    file: "apps/web/src/features/field-gallery/hidden-phone-gallery.tsx",
    line: /type: "(hidden|text)"/,
    why: "the demo page's form document, as data",
  },
  // The field gallery demos the widget library's widgets, not field types: a
  // new type need not appear there.
  {
    file: "apps/web/src/features/field-gallery/gallery-sections.tsx",
    line: /\bAddressSection\b/,
    why: "the gallery's nested-name demo (`address.street`), not the address type",
  },
  {
    file: "apps/web/src/features/field-gallery/field-gallery.tsx",
    line: /\bAddressSection\b/,
    why: "the gallery's nested-name demo (`address.street`), not the address type",
  },
  {
    file: "apps/web/src/features/field-gallery/gallery-uploads-section.tsx",
    line: /\bSignaturePad\b/,
    why: "the widget library's signature pad, shown on its demo page",
  },
  {
    file: "packages/core/src/document/document-error-map.ts",
    line: /issue\.expected === "number"|origin === "number"/,
    why: "zod's vocabulary: the JavaScript type it expected, the kind of value a bound is on",
  },
  {
    file: "apps/web/src/features/field-gallery/gallery-feedback-section.tsx",
    line: /^import \{ NPS_END_LABELS, NPS_RANGE \} from "@formwright\/core\/field-types\/scale";$/,
    why: "the gallery's NPS demo of the widget library's Scale, with core's NPS range and end labels",
  },
];

/** Files outside the homes that still name types, to move into the homes: it must shrink to nothing. */
const KNOWN_DEBT: Readonly<Record<string, readonly string[]>> = {};

function isProductFile(file: string): boolean {
  if (!/^(packages\/[^/]+\/src|apps\/web\/src)\//.test(file)) return false;
  if (!/\.(ts|tsx)$/.test(file)) return false;
  // Generated message catalogues are written from the messages' sources.
  if (file.includes("/i18n/generated/")) return false;
  return !/(\.(test|spec|bench|property)\.|\/test\/|\/test-setup\/|\/testing\/|-test-kit\.|\.d\.ts$)/.test(
    file,
  );
}

function homeTypeOf(file: string): string | undefined {
  for (const [folder, type] of Object.entries(WIDGET_FOLDERS)) {
    if (file.startsWith(folder)) return folderOf(type);
  }
  const match = /^(?:packages\/core\/src|apps\/web\/src\/features)\/field-types\/([^/]+)\//.exec(
    file,
  );
  return match?.[1];
}

/** The types a file's code names, with the first line naming each. */
function typesNamedIn(file: string, source: string): Map<string, string> {
  const named = new Map<string, string>();
  const lines = source.split("\n");
  const everyType = /\bin FieldType\]|Record<FieldType\b/;
  for (const raw of lines) {
    const code = raw.trim();
    // `typeof value === "number"` names a JavaScript type, not a field type.
    const line = raw.replace(/typeof [^=!]+?[=!]==? ?"\w+"|"\w+" ?[=!]==? ?typeof/g, "");
    if (code.startsWith("*") || code.startsWith("//") || code.startsWith("/*")) continue;
    if (NOT_A_FIELD_TYPE.some((entry) => entry.file === file && entry.line.test(raw))) continue;
    if (everyType.test(line) && !named.has("*")) named.set("*", code);
    for (const type of TYPES) {
      if (named.has(type)) continue;
      const folder = folderOf(type);
      const pascal = pascalOf(type);
      const patterns = [
        new RegExp(`(case |[=!]==? ?|type: ?)"${type}"`),
        new RegExp(`"${type}" ?[=!]==?`),
        new RegExp(`field-types/${folder}(/|")`),
        new RegExp(`\\b${pascal}Block\\b|\\b${type}BlockSchema\\b|\\b${type}FieldDocument\\b`),
      ];
      if (DISTINCT.has(type)) {
        const upper = folder.toUpperCase().replace(/-/g, "_");
        patterns.push(new RegExp(`\\b${type}[A-Z]\\w*|\\b${pascal}[A-Z]\\w*|\\b${upper}_[A-Z]`));
      }
      if (patterns.some((pattern) => pattern.test(line))) named.set(type, code);
    }
  }
  return named;
}

function footprint(): Record<string, string[]> {
  const files = execFileSync("git", ["ls-files", "--cached", "--others", "--exclude-standard"], {
    cwd: repositoryRoot,
    encoding: "utf8",
  })
    .split("\n")
    .filter(isProductFile)
    .filter((file) => !LISTS.has(file));
  const found: Record<string, string[]> = {};
  for (const file of files) {
    let source: string;
    try {
      source = readFileSync(path.join(repositoryRoot, file), "utf8");
    } catch {
      continue; // deleted in the work tree
    }
    const home = homeTypeOf(file);
    const named = [...typesNamedIn(file, source).keys()].filter(
      (type) => home === undefined || (type !== "*" && folderOf(type) !== home),
    );
    // A type's folder may name its own type; a shared folder (field-types/shared) none.
    if (named.length > 0) found[file] = named.sort();
  }
  return found;
}

describe("one home per field type", () => {
  const found = footprint();

  it("no product file outside a type's two folders and the lists names a type (beyond the known debt)", () => {
    const fresh = Object.entries(found)
      .filter(([file, types]) => types.some((type) => !KNOWN_DEBT[file]?.includes(type)))
      .map(([file, types]) => `${file}: ${types.join(", ")}`);
    expect(fresh).toEqual([]);
  });

  it("the known debt only shrinks: an entry that no longer names its types is taken off", () => {
    const paid = Object.entries(KNOWN_DEBT)
      .filter(([file, types]) => types.some((type) => !found[file]?.includes(type)))
      .map(([file]) => file);
    expect(paid).toEqual([]);
  });

  it("finds a type named outside its homes (the check can fail)", () => {
    const named = typesNamedIn(
      "apps/web/src/x.ts",
      'if (block.type === "matrix") return;\nimport { RatingBlock } from "x";',
    );
    expect([...named.keys()].sort()).toEqual(["matrix", "rating"]);
  });
});
