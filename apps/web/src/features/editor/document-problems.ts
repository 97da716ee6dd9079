import type { DocumentIssue } from "@formwright/core";
import { blockTypeOf } from "./block-types/registry";
import type { DraftSettings, EditorBlock } from "./draft-types";
import { FORM_SETTINGS } from "./editor-state";
import { formSettingFor } from "./form-settings-values";
import { parseJsonPath } from "./json-path";

/** One problem of the draft, placed where the editor shows it. */
export interface DocumentProblem {
  /** The JSON path `parseFormDocument` reported, e.g. `blocks[2].options[0].value`. */
  path: string;
  message: string;
  /** The panel it is shown in: `"form"`, a block's key, or `null` for the document as a whole. */
  target: string | null;
  /** The block's position (0-based), when it is in a block. */
  blockIndex: number | null;
  /** The input it is shown at, by name; `null` when no input shows the setting. */
  setting: string | null;
}

/**
 * A message as the editor speaks: JSON paths inside it (`blocks[1]`,
 * `options[0]`) become what the editor shows ("block 2", "option 1").
 *
 * @example
 * editorWords('Duplicate name "email": blocks[1] already uses it'); // 'Duplicate name "email": block 2 already uses it'
 */
export function editorWords(message: string): string {
  return message
    .replace(/blocks\[(\d+)\]/g, (_, n: string) => `block ${Number(n) + 1}`)
    .replace(/options\[(\d+)\]/g, (_, n: string) => `option ${Number(n) + 1}`);
}

/**
 * Places each document issue at the panel and input that show the setting it
 * concerns: `blocks[2].label` goes to the third block's "Label" input,
 * `slug` to the form settings' "Slug".
 *
 * @example
 * locateProblems({ issues, settings, blocks });
 * // [{ path: "blocks[1].name", target: "b2", blockIndex: 1, setting: "name", message: "Duplicate name ..." }]
 */
export function locateProblems({
  issues,
  settings,
  blocks,
}: {
  issues: readonly DocumentIssue[];
  settings: DraftSettings;
  blocks: readonly EditorBlock[];
}): DocumentProblem[] {
  return issues.map(({ path, message: raw }) => {
    const message = editorWords(raw);
    const segments = parseJsonPath(path);
    const [head, index, ...rest] = segments;
    if (head === "blocks" && typeof index === "number") {
      const entry = blocks[index];
      if (!entry) return { path, message, target: null, blockIndex: null, setting: null };
      const definition = blockTypeOf(entry.block);
      const setting = definition?.settingFor(rest, entry.block) ?? null;
      return { path, message, target: entry.key, blockIndex: index, setting };
    }
    const setting = formSettingFor(segments, settings);
    return { path, message, target: setting ? FORM_SETTINGS : null, blockIndex: null, setting };
  });
}

/** A react-hook-form error, as the editor sets them. */
interface SettingError {
  type: "document";
  message: string;
}

/**
 * The errors of one panel in react-hook-form's nested shape
 * (`{ options: { 0: { value: { message } } } }`), the first problem per
 * input, for `useForm({ errors })`.
 *
 * @example
 * toSettingErrors(problems.filter((p) => p.target === "b2"));
 */
export function toSettingErrors(problems: readonly DocumentProblem[]): Record<string, unknown> {
  const errors: Record<string, unknown> = {};
  for (const { setting, message } of problems) {
    if (!setting) continue;
    const keys = setting.split(".");
    let node = errors;
    keys.forEach((key, i) => {
      if (i === keys.length - 1) {
        const existing = node[key] as Partial<SettingError> | undefined;
        if (!existing?.message) {
          node[key] = { ...(existing ?? {}), type: "document", message } satisfies SettingError;
        }
        return;
      }
      const child = node[key];
      if (typeof child !== "object" || child === null) node[key] = {};
      node = node[key] as Record<string, unknown>;
    });
  }
  return errors;
}
