/**
 * A save still on its way when the editor's page went (a reload, a tab closed
 * and reopened, another admin page): the next editor of that form, in the same
 * tab, may have been served the draft from before it landed. It asks here and
 * waits for the save (issue 31 §6: "saved on the way out" must show on reload).
 * Kept in sessionStorage: one tab's, gone with the tab.
 */
export interface LeavingSave {
  /** The revision the save was sent on top of: a draft at this revision or older is stale. */
  revision: number;
  /** When the page went (ms since the epoch); an old note is ignored. */
  at: number;
}

/** How long after the page went its save is still waited for. */
export const LEAVING_SAVE_TTL_MS = 60_000;

const keyOf = (formId: string) => `formwright-leaving-save:${formId}`;

/** Notes that a save of `formId` on top of `revision` is on its way as the page goes. */
export function rememberLeavingSave(formId: string, revision: number, now = Date.now()): void {
  try {
    window.sessionStorage.setItem(
      keyOf(formId),
      JSON.stringify({ revision, at: now } satisfies LeavingSave),
    );
  } catch {
    // Storage refused (private mode, quota): the page simply shows what it was served.
  }
}

/** The note for `formId`, or null when there is none or it is too old to wait for. */
export function leavingSaveOf(formId: string, now = Date.now()): LeavingSave | null {
  try {
    const raw = window.sessionStorage.getItem(keyOf(formId));
    if (raw === null) return null;
    const note = JSON.parse(raw) as Partial<LeavingSave>;
    if (typeof note.revision !== "number" || typeof note.at !== "number") return null;
    return now - note.at <= LEAVING_SAVE_TTL_MS ? { revision: note.revision, at: note.at } : null;
  } catch {
    return null;
  }
}

/** The save was waited for (it landed, or the wait gave up): the note goes. */
export function forgetLeavingSave(formId: string): void {
  try {
    window.sessionStorage.removeItem(keyOf(formId));
  } catch {
    // Nothing to forget where storage is refused.
  }
}
