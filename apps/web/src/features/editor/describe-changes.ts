import { isRecord } from "./block-types/draft-values";
import { isDeepEqual } from "./is-deep-equal";

const SETTING_NAMES: Readonly<Record<string, string>> = {
  title: "Title",
  description: "Description",
  slug: "Slug",
  submitLabel: "Submit button caption",
  confirmation: "Confirmation",
  pageWidth: "Page width",
  language: "Language",
  theme: "Look",
  availability: "Taking answers",
  translations: "Translations",
  variables: "Calculations",
  endings: "Endings",
  quiz: "Quiz",
  retention: "How long answers are kept",
  protection: "CAPTCHA against bots",
  partialResponses: "Keeping unfinished answers",
  limits: "Responses per person",
  editing: "Editing answers after sending",
};

type Block = Record<string, unknown>;

function blocksOf(document: unknown): Block[] {
  if (!isRecord(document) || !Array.isArray(document.blocks)) return [];
  return document.blocks.filter(isRecord);
}

/** A block's identity across versions: its `id`, else its field name, else type and occurrence. */
function identities(blocks: readonly Block[]): string[] {
  const seen = new Map<string, number>();
  return blocks.map((block) => {
    if (typeof block.id === "string" && block.id) return `id:${block.id}`;
    if (typeof block.name === "string" && block.name) return `name:${block.name}`;
    const type = String(block.type);
    const n = (seen.get(type) ?? 0) + 1;
    seen.set(type, n);
    return `${type}#${n}`;
  });
}

function caption(block: Block): string {
  for (const key of ["label", "text", "title", "alt"]) {
    const value = block[key];
    if (typeof value === "string" && value.trim()) return value.trim();
  }
  return String(block.type);
}

/**
 * What changed from the live version to the draft, in a few words per change:
 * settings by name ("Title changed"), blocks by their position in the draft
 * and caption ("Block 3, Email added"), removed blocks by caption, and
 * "Blocks reordered". Blocks are matched by `id`, else field `name`, else
 * type and occurrence. Empty when nothing changed.
 *
 * @example
 * describeChanges({ title: "A", blocks: [] }, { title: "B", blocks: [] }); // ["Title changed"]
 */
export function describeChanges(live: unknown, draft: unknown): string[] {
  if (!isRecord(live) || !isRecord(draft)) return [];
  const changes: string[] = [];
  const keys = new Set([...Object.keys(live), ...Object.keys(draft)]);
  keys.delete("blocks");
  for (const key of keys) {
    if (!isDeepEqual(live[key], draft[key])) {
      changes.push(`${SETTING_NAMES[key] ?? `Setting “${key}”`} changed`);
    }
  }
  const before = blocksOf(live);
  const after = blocksOf(draft);
  const beforeIds = identities(before);
  const afterIds = identities(after);
  const beforeById = new Map(beforeIds.map((id, i) => [id, before[i] as Block]));
  const afterSet = new Set(afterIds);
  afterIds.forEach((id, index) => {
    const block = after[index] as Block;
    const old = beforeById.get(id);
    const where = `Block ${index + 1}, ${caption(block)}`;
    if (!old) changes.push(`${where} added`);
    else if (!isDeepEqual(old, block)) changes.push(`${where} changed`);
  });
  beforeIds.forEach((id, index) => {
    if (!afterSet.has(id)) changes.push(`Block “${caption(before[index] as Block)}” removed`);
  });
  const kept = afterIds.filter((id) => beforeById.has(id));
  const keptBefore = beforeIds.filter((id) => afterSet.has(id));
  if (kept.some((id, i) => id !== keptBefore[i])) changes.push("Blocks reordered");
  return changes;
}
