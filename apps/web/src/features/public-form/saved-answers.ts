import { type FormDocument, getFieldBlocks } from "@formwright/core";
import { browserStorage } from "./browser-storage";
import { restorableValue } from "./restorable-value";

/** Saved answers older than this are dropped rather than restored (a shared device forgets). */
export const SAVED_ANSWERS_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;

const PREFIX = "formwright:answers:";

/** The storage key of one form's answers, per slug and published version. */
export function savedAnswersKey({ slug, version }: { slug: string; version: number }): string {
  return `${PREFIX}${slug}:${version}`;
}

interface SavedAnswers {
  savedAt: number;
  values: Record<string, unknown>;
}

function parseSaved(raw: unknown): SavedAnswers | null {
  if (typeof raw !== "object" || raw === null) return null;
  const { savedAt, values } = raw as Record<string, unknown>;
  if (typeof savedAt !== "number" || typeof values !== "object" || values === null) return null;
  if (Array.isArray(values)) return null;
  return { savedAt, values: values as Record<string, unknown> };
}

/** Saves the answers of one filling (replacing earlier ones for this version). */
export function saveAnswers(input: {
  slug: string;
  version: number;
  values: Record<string, unknown>;
}): void {
  browserStorage.write(savedAnswersKey(input), { savedAt: Date.now(), values: input.values });
}

/** Forgets every saved filling of the form, whatever its version. */
export function clearSavedAnswers(slug: string): void {
  for (const key of browserStorage.keys(`${PREFIX}${slug}:`)) browserStorage.remove(key);
}

/**
 * The answers to restore into `document`: the ones saved for this version,
 * or else the newest saved for another version of the same form, kept field
 * by field only where the field still exists and the value still fits it
 * ({@link restorableValue}). Expired or unreadable entries are removed.
 */
export function loadSavedAnswers(input: {
  slug: string;
  version: number;
  document: FormDocument;
  now?: number;
}): Record<string, unknown> | null {
  const now = input.now ?? Date.now();
  const own = savedAnswersKey(input);
  let best: SavedAnswers | null = null;
  let bestIsOwn = false;
  for (const key of browserStorage.keys(`${PREFIX}${input.slug}:`)) {
    const saved = parseSaved(browserStorage.read(key));
    if (!saved || now - saved.savedAt > SAVED_ANSWERS_MAX_AGE_MS) {
      browserStorage.remove(key);
      continue;
    }
    const isOwn = key === own;
    if (!best || (isOwn && !bestIsOwn) || (!bestIsOwn && saved.savedAt > best.savedAt)) {
      best = saved;
      bestIsOwn = isOwn;
    }
  }
  if (!best) return null;
  const restored: Record<string, unknown> = {};
  for (const block of getFieldBlocks(input.document)) {
    if (!Object.hasOwn(best.values, block.name)) continue;
    const value = restorableValue({ block, value: best.values[block.name] });
    if (value !== undefined) restored[block.name] = value;
  }
  return restored;
}
