"use client";

import { createContext, useContext } from "react";

/** Says something through the editor's live region (what a screen reader reads out). */
export type Announce = (message: string) => void;

const nothing: Announce = () => {};

/**
 * The editor's one live announcer (`data-testid="editor-announcer"`), for
 * parts drawn far below the editor's frame (a type's own settings): a move
 * in a "Correct order" list is said where every other move is.
 */
export const EditorAnnouncerContext = createContext<Announce>(nothing);

/**
 * What says a message through the editor's live announcer (nothing outside an editor).
 *
 * @example
 * const announce = useEditorAnnouncer();
 * announce("Moved Rome to position 1 of 3");
 */
export function useEditorAnnouncer(): Announce {
  return useContext(EditorAnnouncerContext);
}
