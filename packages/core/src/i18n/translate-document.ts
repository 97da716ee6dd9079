import type { Block } from "../document/block-schema";
import type { FormDocument } from "../document/form-document-schema";
import {
  type BlockTranslation,
  type ImageTranslation,
  TRANSLATABLE_BLOCK_TEXTS,
  TRANSLATABLE_CHOICE_LISTS,
  TRANSLATABLE_IMAGES,
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

/** An image or slide with its texts replaced where the translation has them. */
function translateImage<T extends object>(image: T, texts: ImageTranslation | undefined): T {
  if (!texts) return image;
  const out: Record<string, unknown> = { ...(image as Record<string, unknown>) };
  for (const [key, text] of Object.entries(texts)) {
    if (key in image && typeof text === "string" && text.trim() !== "") out[key] = text;
  }
  return out as T;
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
  for (const key of TRANSLATABLE_IMAGES) {
    const image = out[key];
    if (typeof image === "object" && image !== null) out[key] = translateImage(image, texts[key]);
  }
  const rules = out.rules;
  if (texts.rules && typeof rules === "object" && rules !== null) {
    const translated: Record<string, unknown> = { ...rules };
    for (const [rule, message] of Object.entries(texts.rules)) {
      const source = translated[rule];
      if (typeof source !== "object" || source === null || !("message" in source)) continue;
      if (typeof message === "string" && message.trim() !== "") {
        translated[rule] = { ...source, message };
      }
    }
    out.rules = translated;
  }
  // A group's inner blocks, by name, each as a block.
  const inner = out.blocks;
  if (texts.blocks && Array.isArray(inner)) {
    const byName = texts.blocks;
    out.blocks = inner.map((held: Block) =>
      translateBlock(held, "name" in held ? byName[held.name] : undefined),
    );
  }
  const slides = out.slides;
  if (texts.slides && Array.isArray(slides)) {
    out.slides = slides.map((slide: object, position) =>
      translateImage(slide, texts.slides?.[String(position)]),
    );
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
    ...(translation.closedMessage && document.availability?.closedMessage
      ? { availability: { ...document.availability, closedMessage: translation.closedMessage } }
      : {}),
    blocks: document.blocks.map((block) => {
      const key = "name" in block ? block.name : block.id;
      return translateBlock(block, key === undefined ? undefined : blocks[key]);
    }),
  };
}
