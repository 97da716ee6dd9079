import { z } from "zod";
import { isRecord } from "../utils/is-record";
import { documentMessages } from "./document-messages";
import { languageTagSchema } from "./language-tag-schema";
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
] as const;

/** The choice lists of a block whose labels a translation may replace, by option value. */
export const TRANSLATABLE_CHOICE_LISTS = ["options", "rows", "columns"] as const;

const labelsByValue = z.record(z.string(), nonBlankTextSchema);

/**
 * One block's texts in another language: any of its texts (a `label`, a
 * `description`...) and its choices' labels by value
 * (`"options": { "sales": "Vertrieb" }`).
 */
export const blockTranslationSchema = z.strictObject({
  ...Object.fromEntries(TRANSLATABLE_BLOCK_TEXTS.map((key) => [key, z.string().optional()])),
  ...Object.fromEntries(TRANSLATABLE_CHOICE_LISTS.map((key) => [key, labelsByValue.optional()])),
}) as z.ZodType<BlockTranslation>;

/** One block's texts in another language. */
export type BlockTranslation = Partial<
  Record<(typeof TRANSLATABLE_BLOCK_TEXTS)[number], string> &
    Record<(typeof TRANSLATABLE_CHOICE_LISTS)[number], Record<string, string>>
>;

/**
 * A form's texts in one other language: the form's own (title, description,
 * submit button, thank-you message) and its blocks' by field name or block id.
 */
export const languageTranslationSchema = z.strictObject({
  title: nonBlankTextSchema.optional(),
  description: z.string().optional(),
  submitLabel: nonBlankTextSchema.optional(),
  confirmation: nonBlankTextSchema.optional(),
  blocks: z.record(z.string(), blockTranslationSchema).optional(),
});

/** A form's texts in one other language. */
export type LanguageTranslation = z.infer<typeof languageTranslationSchema>;

/**
 * The document's `translations`: per BCP 47 language, the author texts in
 * that language. What is not translated shows in the document's own language.
 *
 * @example
 * translationsSchema.parse({ de: { title: "Kontakt", blocks: { email: { label: "E-Mail" } } } });
 */
export const translationsSchema = z
  .record(z.string(), languageTranslationSchema)
  .superRefine((translations, ctx) => {
    for (const tag of Object.keys(translations)) {
      if (!languageTagSchema.safeParse(tag).success) {
        ctx.addIssue({ code: "custom", path: [tag], message: documentMessages.languageTag() });
      }
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
    if (!isRecord(translation) || !isRecord(translation.blocks)) continue;
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
      if (!isRecord(texts)) continue;
      for (const [text, value] of Object.entries(texts)) {
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
  }
}
