import {
  TRANSLATABLE_BLOCK_TEXTS,
  TRANSLATABLE_CHOICE_LISTS,
  TRANSLATABLE_IMAGES,
  TRANSLATABLE_SLIDE_TEXTS,
} from "@formwright/core";
import { isRecord } from "../block-types/draft-values";
import type { DraftBlock, DraftSettings } from "../draft-types";

/** One author text of the form that a translation may give in another language. */
export interface TranslatableText {
  /** Where its translation lives inside `translations.<lang>`: `["title"]`, `["blocks", "meal", "options", "meat"]`. */
  path: string[];
  /** Where it is, for people: "Title", "Meal: label", "Meal: option Meat". */
  caption: string;
  /** The text in the form's own language. */
  source: string;
}

const FORM_TEXTS = [
  ["title", "Title"],
  ["description", "Description"],
  ["submitLabel", "Submit button caption"],
] as const;

/** A text of an image-like part (a slide, a compare image), when there is one. */
function imageText(image: unknown, key: string): string | null {
  if (!isRecord(image)) return null;
  const text = image[key];
  return typeof text === "string" && text.trim() !== "" ? text : null;
}

/**
 * Every text of the draft a translation may replace, in the form's order: the
 * form's own (title, description, submit caption, confirmation message, the
 * message shown while it is closed), then each block's texts, choices, slides,
 * images and the author's own rule messages. Blocks without a name or id cannot be translated (a
 * translation finds its block by them) and are left out.
 *
 * @example
 * translatableTexts({ title: "Contact" }, []); // [{ path: ["title"], caption: "Title", source: "Contact" }]
 */
export function translatableTexts(
  settings: DraftSettings,
  blocks: readonly DraftBlock[],
): TranslatableText[] {
  const texts: TranslatableText[] = [];
  for (const [key, caption] of FORM_TEXTS) {
    const source = settings[key];
    if (typeof source === "string" && source.trim() !== "") {
      texts.push({ path: [key], caption, source });
    }
  }
  const confirmation = settings.confirmation;
  if (isRecord(confirmation) && typeof confirmation.message === "string") {
    texts.push({
      path: ["confirmation"],
      caption: "Confirmation message",
      source: confirmation.message,
    });
  }
  const closedMessage = imageText(settings.availability, "closedMessage");
  if (closedMessage) {
    texts.push({ path: ["closedMessage"], caption: "Closed message", source: closedMessage });
  }
  for (const block of blocks) {
    const key =
      typeof block.name === "string" ? block.name : typeof block.id === "string" ? block.id : null;
    if (key) texts.push(...blockTexts(block, ["blocks", key], key));
  }
  return texts;
}

/** The translation of one text (`""` when there is none). */
export function translationAt(translation: unknown, path: readonly string[]): string {
  let at: unknown = translation;
  for (const key of path) {
    if (!isRecord(at)) return "";
    at = at[key];
  }
  return typeof at === "string" ? at : "";
}

/**
 * The translation with one text set (or removed when `text` is empty); empty
 * objects left behind are removed, so the document stays valid and small.
 */
export function withTranslationAt(
  translation: unknown,
  path: readonly string[],
  text: string,
): Record<string, unknown> {
  const root: Record<string, unknown> = isRecord(translation) ? structuredClone(translation) : {};
  const parents: Array<Record<string, unknown>> = [root];
  let at = root;
  for (const key of path.slice(0, -1)) {
    const next = isRecord(at[key]) ? (at[key] as Record<string, unknown>) : {};
    at[key] = next;
    at = next;
    parents.push(at);
  }
  const last = path.at(-1) as string;
  if (text.trim() === "") delete at[last];
  else at[last] = text;
  // Prune empty objects from the deepest up.
  for (let i = path.length - 2; i >= 0; i--) {
    const parent = parents[i] as Record<string, unknown>;
    const key = path[i] as string;
    const child = parent[key];
    if (isRecord(child) && Object.keys(child).length === 0) delete parent[key];
  }
  return root;
}

/**
 * How many of the texts a translation leaves untranslated.
 *
 * @example missingTranslations(texts, { title: "Kontakt" }); // texts.length - 1
 */
export function missingTranslations(
  texts: readonly TranslatableText[],
  translation: unknown,
): number {
  return texts.filter((text) => translationAt(translation, text.path) === "").length;
}

/**
 * One block's texts a translation may replace, under `at` (`["blocks",
 * "meal"]`); a group's inner blocks' under `blocks.<inner name>` of it, their
 * captions led by the group's ("Attendees › Meal: label").
 */
function blockTexts(
  block: DraftBlock,
  at: readonly string[],
  key: string,
  lead = "",
): TranslatableText[] {
  const texts: TranslatableText[] = [];
  const own =
    typeof block.label === "string"
      ? block.label
      : typeof block.text === "string"
        ? block.text
        : key;
  const name = `${lead}${own}`;
  for (const text of TRANSLATABLE_BLOCK_TEXTS) {
    const source = block[text];
    if (typeof source === "string" && source.trim() !== "") {
      texts.push({ path: [...at, text], caption: `${name}: ${text}`, source });
    }
  }
  for (const list of TRANSLATABLE_CHOICE_LISTS) {
    const choices = block[list];
    if (!Array.isArray(choices)) continue;
    for (const choice of choices) {
      if (!isRecord(choice) || typeof choice.value !== "string") continue;
      if (typeof choice.label !== "string" || choice.label.trim() === "") continue;
      texts.push({
        path: [...at, list, choice.value],
        caption: `${name}: ${list === "options" ? "option" : list.slice(0, -1)} ${choice.label}`,
        source: choice.label,
      });
    }
  }
  for (const image of TRANSLATABLE_IMAGES) {
    const source = imageText(block[image], "alt");
    if (source) {
      texts.push({
        path: [...at, image, "alt"],
        caption: `${name}: ${image} alt`,
        source,
      });
    }
  }
  const rules = isRecord(block.rules) ? block.rules : {};
  for (const [rule, value] of Object.entries(rules)) {
    const source = imageText(value, "message");
    if (!source) continue;
    texts.push({
      path: [...at, "rules", rule],
      caption: `${name}: ${rule} message`,
      source,
    });
  }
  const slides = Array.isArray(block.slides) ? block.slides : [];
  slides.forEach((slide, position) => {
    for (const text of TRANSLATABLE_SLIDE_TEXTS) {
      const source = imageText(slide, text);
      if (!source) continue;
      texts.push({
        path: [...at, "slides", String(position), text],
        caption: `${name}: slide ${position + 1} ${text}`,
        source,
      });
    }
  });
  const inner = Array.isArray(block.blocks) ? block.blocks : [];
  for (const held of inner) {
    if (!isRecord(held) || typeof held.name !== "string") continue;
    texts.push(
      ...blockTexts(held as DraftBlock, [...at, "blocks", held.name], held.name, `${name} › `),
    );
  }
  return texts;
}
