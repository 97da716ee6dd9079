"use client";

import { createContext } from "react";
import type { DraftSettings, EditorBlock } from "../draft-types";

/** The draft translated into the language being edited, while the canvas shows it. */
export interface CanvasTranslationValue {
  settings: DraftSettings;
  /** Each block's translated entry, by key. */
  blocks: ReadonlyMap<string, EditorBlock>;
}

/** The translation the canvas shows, or null: each block draws its translated entry from it. */
export const CanvasTranslation = createContext<CanvasTranslationValue | null>(null);
