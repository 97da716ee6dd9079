import type { Block } from "../document/block-schema";
import type { FormDocument } from "../document/form-document-schema";
import {
  type BlockTranslation,
  TRANSLATABLE_BLOCK_TEXTS,
  TRANSLATABLE_CHOICE_LISTS,
} from "../document/translations-schema";
import { DEFAULT_LANGUAGE } from "./languages";

/**
 * The languages a form is written in: its own (`language`, English when
 * unset) first, then those of its `translations`.
 *
 * @example formLanguages(document); // ["en", "de", "ar"]
 */
export function formLanguages(document: FormDocument): [string, ...string[]] {
  return [document.language ?? DEFAULT_LANGUAGE, ...Object.keys(document.translations ?? {})];
}

function translateBlock(block: Block, texts: BlockTranslation | undefined): Block {
  if (!texts) return block;
  const out: Record<string, unknown> = { ...block };
  for (const key of TRANSLATABLE_BLOCK_TEXTS) {
    const text = texts[key];
    if (typeof text === "string" && text.trim() !== "") out[key] = text;
  }
  for (const key of TRANSLATABLE_CHOICE_LISTS) {
    const labels = texts[key];
    const list = out[key];
    if (!labels || !Array.isArray(list)) continue;
    out[key] = list.map((choice: { label: string; value: string }) => ({
      ...choice,
      label: labels[choice.value] ?? choice.label,
    }));
  }
  return out as Block;
}

/**
 * The document as a respondent in `language` reads it: each author text
 * replaced by its translation where there is one (values, names and rules
 * unchanged, so answers are the same in every language). The document itself
 * when `language` is its own or has no translation. Runs on the server: the
 * page gets the translated document.
 *
 * @example translateDocument(document, "de").blocks[0].label; // "E-Mail"
 */
export function translateDocument(document: FormDocument, language: string): FormDocument {
  const translation = document.translations?.[language];
  if (!translation) return document;
  const blocks = translation.blocks ?? {};
  return {
    ...document,
    title: translation.title ?? document.title,
    description: translation.description ?? document.description,
    submitLabel: translation.submitLabel ?? document.submitLabel,
    confirmation:
      translation.confirmation && "message" in document.confirmation
        ? { message: translation.confirmation }
        : document.confirmation,
    blocks: document.blocks.map((block) => {
      const key = "name" in block ? block.name : block.id;
      return translateBlock(block, key === undefined ? undefined : blocks[key]);
    }),
  };
}
