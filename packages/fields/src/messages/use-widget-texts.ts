"use client";

import {
  englishWidgetCatalogue,
  loadWidgetCatalogue,
  type WidgetCatalogue,
} from "@formwright/core";
import { use } from "react";
import { useFieldMessages } from "./field-messages";

/**
 * The texts of the file, signature, date and time widgets in the language
 * of the nearest `FieldMessagesProvider` (English without one). Another
 * language's texts are a chunk of their own: the widget suspends until it
 * has loaded, once per language.
 *
 * @example const texts = useWidgetTexts(); texts.fileRemove; // "Remove"
 */
export function useWidgetTexts(): WidgetCatalogue {
  const { language = "en" } = useFieldMessages();
  return language === "en" ? englishWidgetCatalogue : use(loadWidgetCatalogue(language));
}
