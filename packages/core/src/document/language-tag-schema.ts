import { z } from "zod";
import { canonicalLanguage } from "../i18n/languages";
import { documentMessages } from "./document-messages";

/**
 * A BCP 47 language tag (`"en"`, `"de-CH"`, `"ar"`, `"zh-Hant-TW"`), as
 * `Intl.getCanonicalLocales` accepts it. Kept as written.
 *
 * @example languageTagSchema.parse("pt-BR"); // "pt-BR"
 */
export const languageTagSchema = z
  .string()
  .refine((tag) => canonicalLanguage(tag) !== null, { message: documentMessages.languageTag() });
