import { z } from "zod";
import { canonicalLanguage } from "../i18n/languages";
import { isRecord } from "../utils/is-record";
import { documentMessages } from "./document-messages";
import { languageTagProblem } from "./language-tag-schema";
import { nonBlankTextSchema } from "./non-blank-text-schema";

/** The author texts of a block that a translation may replace, by the block's own key. */
export const TRANSLATABLE_BLOCK_TEXTS = [
  "label",
  "description",
  "placeholder",
  "text",
  "title",
  "alt",
  "caption",
  "trigger",
  "nextLabel",
  "backLabel",
  "minLabel",
  "maxLabel",
  "itemLabel",
] as const;

/** The choice lists of a block whose labels a translation may replace, by option value. */
export const TRANSLATABLE_CHOICE_LISTS = ["options", "rows", "columns"] as const;

/**
 * The images of a block whose texts a translation may replace: a compare
 * slider's `before` and `after` (their `alt`).
 */
export const TRANSLATABLE_IMAGES = ["before", "after"] as const;

/** The texts of one carousel slide a translation may replace. */
export const TRANSLATABLE_SLIDE_TEXTS = ["alt", "caption"] as const;

const labelsByValue = z.record(z.string(), nonBlankTextSchema);

/** One image's texts in another language (`{ "alt": "Vorher" }`). */
const imageTranslationSchema = z.strictObject({ alt: z.string().optional() });

/** One slide's texts in another language. */
const slideTranslationSchema = z.strictObject({
  alt: z.string().optional(),
  caption: z.string().optional(),
});

/**
 * One block's texts in another language: any of its texts (a `label`, a
 * `description`...), its choices' labels by value
 * (`"options": { "sales": "Vertrieb" }`), a carousel's slides by position
 * from 0 (`"slides": { "0": { "caption": "Blau" } }`) and a compare slider's
 * images (`"before": { "alt": "Vorher" }`) and the author's own rule messages
 * by rule (`"rules": { "pattern": "Fünf Ziffern" }`).
 */
export const blockTranslationSchema = z.strictObject({
  ...Object.fromEntries(TRANSLATABLE_BLOCK_TEXTS.map((key) => [key, z.string().optional()])),
  ...Object.fromEntries(TRANSLATABLE_CHOICE_LISTS.map((key) => [key, labelsByValue.optional()])),
  ...Object.fromEntries(TRANSLATABLE_IMAGES.map((key) => [key, imageTranslationSchema.optional()])),
  slides: z.record(z.string(), slideTranslationSchema).optional(),
  rules: z.record(z.string(), z.string()).optional(),
  // A group's inner blocks, by name, each translated as a block is.
  get blocks() {
    return z.record(z.string(), blockTranslationSchema).optional();
  },
}) as z.ZodType<BlockTranslation>;

/** One image's or slide's texts in another language. */
export type ImageTranslation = Partial<Record<(typeof TRANSLATABLE_SLIDE_TEXTS)[number], string>>;

/** One block's texts in another language. */
export type BlockTranslation = Partial<
  Record<(typeof TRANSLATABLE_BLOCK_TEXTS)[number], string> &
    Record<(typeof TRANSLATABLE_CHOICE_LISTS)[number], Record<string, string>> &
    Record<(typeof TRANSLATABLE_IMAGES)[number], { alt?: string }> & {
      slides: Record<string, ImageTranslation>;
      /** The author's own rule messages (`rules.<rule>.message`), by rule. */
      rules: Record<string, string>;
      /** A group's inner blocks' texts, by inner name. */
      blocks: Record<string, BlockTranslation>;
    }
>;

/**
 * A form's texts in one other language: the form's own (title, description,
 * submit button, thank-you message, the message shown while it is closed)
 * and its blocks' by field name or block id.
 */
export const languageTranslationSchema = z.strictObject({
  title: nonBlankTextSchema.optional(),
  description: z.string().optional(),
  submitLabel: nonBlankTextSchema.optional(),
  confirmation: nonBlankTextSchema.optional(),
  closedMessage: nonBlankTextSchema.optional(),
  blocks: z.record(z.string(), blockTranslationSchema).optional(),
});

/** A form's texts in one other language. */
export type LanguageTranslation = z.infer<typeof languageTranslationSchema>;

/**
 * The document's `translations`: per BCP 47 language (well-formed here; a
 * saved document's must also be known, see `checkKnownLanguages`), the author
 * texts in that language. What is not translated shows in the document's own language.
 *
 * @example
 * translationsSchema.parse({ de: { title: "Kontakt", blocks: { email: { label: "E-Mail" } } } });
 */
export const translationsSchema = z
  .record(z.string(), languageTranslationSchema)
  .superRefine((translations, ctx) => {
    for (const tag of Object.keys(translations)) {
      if (canonicalLanguage(tag) !== null) continue;
      ctx.addIssue({ code: "custom", path: [tag], message: languageTagProblem(tag) ?? "" });
    }
  });

/** The document's `translations`. */
export type Translations = z.infer<typeof translationsSchema>;

/**
 * Refuses what a translation cannot match in the document: a language the
 * document is already in, a block key that is no field name or block id, a
 * text the block does not have, a choice value the block does not offer.
 * Reads input of unknown shape, so it runs even when other parts are wrong.
 */
export function checkTranslations(document: unknown, ctx: z.RefinementCtx): void {
  if (!isRecord(document) || !isRecord(document.translations)) return;
  const blocks = Array.isArray(document.blocks) ? document.blocks.filter(isRecord) : [];
  const byKey = new Map<string, Record<string, unknown>>();
  for (const block of blocks) {
    for (const key of [block.name, block.id]) {
      if (typeof key === "string" && !byKey.has(key)) byKey.set(key, block);
    }
  }
  const own = typeof document.language === "string" ? document.language.toLowerCase() : "en";
  for (const [tag, translation] of Object.entries(document.translations)) {
    if (tag.toLowerCase() === own) {
      ctx.addIssue({
        code: "custom",
        path: ["translations", tag],
        message: documentMessages.translationOfOwnLanguage(tag),
      });
    }
    if (!isRecord(translation)) continue;
    const availability = isRecord(document.availability) ? document.availability : {};
    if (translation.closedMessage !== undefined && availability.closedMessage === undefined) {
      ctx.addIssue({
        code: "custom",
        path: ["translations", tag, "closedMessage"],
        message: documentMessages.translationUnknownFormText("closedMessage"),
      });
    }
    if (!isRecord(translation.blocks)) continue;
    for (const [key, texts] of Object.entries(translation.blocks)) {
      const at = ["translations", tag, "blocks", key];
      const block = byKey.get(key);
      if (!block) {
        ctx.addIssue({
          code: "custom",
          path: at,
          message: documentMessages.translationUnknownBlock(key),
        });
        continue;
      }
      checkBlockTexts({ block, texts, at, ctx });
    }
  }
}

/**
 * One block's texts in a translation: each a text the block has, a choice it
 * offers, a slide, image or rule message it has; a group's inner blocks
 * (`blocks.<inner name>`) each checked the same way.
 */
function checkBlockTexts({
  block,
  texts,
  at,
  ctx,
}: {
  block: Record<string, unknown>;
  texts: unknown;
  at: string[];
  ctx: z.RefinementCtx;
}): void {
  if (!isRecord(texts)) return;
  for (const [text, value] of Object.entries(texts)) {
    if (text === "blocks" && Array.isArray(block.blocks)) {
      checkInnerTexts({ inner: block.blocks, value, at: [...at, text], ctx });
      continue;
    }
    if (text === "slides" || (TRANSLATABLE_IMAGES as readonly string[]).includes(text)) {
      checkImageTexts({ block, text, value, at: [...at, text], ctx });
      continue;
    }
    if (text === "rules") {
      checkRuleMessages({ block, value, at: [...at, text], ctx });
      continue;
    }
    const isChoices = (TRANSLATABLE_CHOICE_LISTS as readonly string[]).includes(text);
    if (!isChoices) {
      // A placeholder may be translated where the source shows the default one.
      if (block[text] === undefined && text !== "placeholder") {
        ctx.addIssue({
          code: "custom",
          path: [...at, text],
          message: documentMessages.translationUnknownText(text),
        });
      }
      continue;
    }
    const offered = Array.isArray(block[text])
      ? new Set((block[text] as unknown[]).filter(isRecord).map((o) => o.value))
      : new Set();
    if (!isRecord(value)) continue;
    for (const choice of Object.keys(value)) {
      if (!offered.has(choice)) {
        ctx.addIssue({
          code: "custom",
          path: [...at, text, choice],
          message: documentMessages.translationUnknownChoice(choice),
        });
      }
    }
  }
}

/** A group's inner blocks in a translation: each key an inner field's name. */
function checkInnerTexts({
  inner,
  value,
  at,
  ctx,
}: {
  inner: unknown[];
  value: unknown;
  at: string[];
  ctx: z.RefinementCtx;
}): void {
  if (!isRecord(value)) return;
  const byName = new Map(
    inner
      .filter(isRecord)
      .flatMap((block) => (typeof block.name === "string" ? [[block.name, block] as const] : [])),
  );
  for (const [name, texts] of Object.entries(value)) {
    const block = byName.get(name);
    if (!block) {
      ctx.addIssue({
        code: "custom",
        path: [...at, name],
        message: documentMessages.translationUnknownBlock(name),
      });
      continue;
    }
    checkBlockTexts({ block, texts, at: [...at, name], ctx });
  }
}

/** Rule messages in a translation: each must be a rule the block gives a message of its own. */
function checkRuleMessages({
  block,
  value,
  at,
  ctx,
}: {
  block: Record<string, unknown>;
  value: unknown;
  at: string[];
  ctx: z.RefinementCtx;
}): void {
  if (!isRecord(value)) return;
  const rules = isRecord(block.rules) ? block.rules : {};
  for (const rule of Object.keys(value)) {
    const source = rules[rule];
    if (isRecord(source) && typeof source.message === "string") continue;
    ctx.addIssue({
      code: "custom",
      path: [...at, rule],
      message: documentMessages.translationUnknownRuleMessage(rule),
    });
  }
}

/**
 * A carousel's slides or a compare slider's image in a translation: the
 * block must have them, a slide must exist at that position, and each text
 * must be one the slide or image has.
 */
function checkImageTexts({
  block,
  text,
  value,
  at,
  ctx,
}: {
  block: Record<string, unknown>;
  text: string;
  value: unknown;
  at: string[];
  ctx: z.RefinementCtx;
}): void {
  const source = block[text];
  if (source === undefined || (text === "slides" && !Array.isArray(source))) {
    ctx.addIssue({
      code: "custom",
      path: at,
      message: documentMessages.translationUnknownText(text),
    });
    return;
  }
  if (!isRecord(value)) return;
  const checkImage = (image: unknown, texts: Record<string, unknown>, path: string[]) => {
    for (const key of Object.keys(texts)) {
      if (isRecord(image) && image[key] !== undefined) continue;
      ctx.addIssue({
        code: "custom",
        path: [...path, key],
        message: documentMessages.translationUnknownText(key),
      });
    }
  };
  if (text !== "slides") {
    checkImage(source, value, at);
    return;
  }
  const slides = source as unknown[];
  for (const [position, texts] of Object.entries(value)) {
    const slide = /^(0|[1-9]\d*)$/.test(position) ? slides[Number(position)] : undefined;
    if (slide === undefined) {
      ctx.addIssue({
        code: "custom",
        path: [...at, position],
        message: documentMessages.translationUnknownSlide(position, slides.length),
      });
      continue;
    }
    if (isRecord(texts)) checkImage(slide, texts, [...at, position]);
  }
}
