"use client";

import { type FormDocument, translateDocument } from "@formwright/core";
import { useMemo, useRef } from "react";
import { isRecord } from "../block-types/draft-values";
import type { DraftBlock, DraftSettings, EditorBlock } from "../draft-types";

/** The draft as the canvas draws it: its settings and blocks, maybe translated. */
export interface CanvasDraft {
  settings: DraftSettings;
  blocks: readonly EditorBlock[];
}

/**
 * The draft as a respondent reading `language` sees it (the translation being
 * edited): each text replaced by its translation where there is one, the
 * form's own text where there is none, as the public form does (the same
 * `translateDocument`), and `language` as the form's language (the paper's
 * `lang`, the widgets' own texts). The draft itself when `language` is null
 * or not one of its translations.
 *
 * @example
 * translatedDraft({ language: "en", translations: { de: { title: "Kontakt" } } }, blocks, "de").settings.title; // "Kontakt"
 */
export function translatedDraft(
  settings: DraftSettings,
  blocks: readonly DraftBlock[],
  language: string | null,
): { settings: DraftSettings; blocks: readonly DraftBlock[] } {
  const translations = isRecord(settings.translations) ? settings.translations : {};
  if (language === null || !isRecord(translations[language])) return { settings, blocks };
  // translateDocument reads only texts, names and ids: a draft (maybe with problems) will do.
  const document = {
    ...settings,
    confirmation: isRecord(settings.confirmation) ? settings.confirmation : {},
    translations,
    blocks,
  } as unknown as FormDocument;
  const { blocks: shown, ...rest } = translateDocument(document, language);
  return {
    settings: { ...rest, language } as DraftSettings,
    blocks: shown as unknown as DraftBlock[],
  };
}

/**
 * {@link translatedDraft} for the canvas, keeping each block's entry the same
 * object while its translated texts stay the same: the canvas redraws only
 * the blocks a change touched, as it does in the form's own language.
 */
export function useCanvasDraft(
  settings: DraftSettings,
  blocks: readonly EditorBlock[],
  language: string | null,
): CanvasDraft {
  const cache = useRef(new WeakMap<DraftBlock, { json: string; entry: EditorBlock }>());
  return useMemo(() => {
    const shown = translatedDraft(
      settings,
      blocks.map((entry) => entry.block),
      language,
    );
    if (shown.settings === settings) return { settings, blocks };
    const entries = blocks.map((entry, index) => {
      const block = shown.blocks[index] as DraftBlock;
      if (block === entry.block) return entry;
      const json = JSON.stringify(block);
      const cached = cache.current.get(entry.block);
      if (cached?.json === json && cached.entry.key === entry.key) return cached.entry;
      const translated = { ...entry, block };
      cache.current.set(entry.block, { json, entry: translated });
      return translated;
    });
    return { settings: shown.settings, blocks: entries };
  }, [settings, blocks, language]);
}
