"use client";

import { useCallback, useState } from "react";
import { type ActionScopeProps, useClearOnNextAction } from "./use-clear-on-next-action";

/** One message for the page's live regions. */
export interface Announcement {
  kind: "success" | "error";
  text: string;
  /** Changes with every announcement, so saying the same thing twice is announced twice. */
  key: number;
}

/** What {@link useAnnouncer} returns. */
export interface Announcer {
  announcement: Announcement | null;
  announce: (kind: Announcement["kind"], text: string) => void;
  clear: () => void;
  /**
   * Spread on the element that holds the page's actions: the message is
   * cleared when the person starts their next action there.
   */
  actionScope: ActionScopeProps;
}

/**
 * The state behind an {@link AnnouncerRegion}: the last success or error
 * message of the page's actions. It is cleared when the person starts their
 * next action inside `actionScope` (a click on a button, a changed field, a
 * form sent), so an old "Published …" never sits beside what they do next.
 *
 * @example
 * const announcer = useAnnouncer();
 * announcer.announce("success", "Published “Contact” as version 2.");
 * return (
 *   <div {...announcer.actionScope}>
 *     <AnnouncerRegion announcement={announcer.announcement} />
 *   </div>
 * );
 */
export function useAnnouncer(): Announcer {
  const [announcement, setAnnouncement] = useState<Announcement | null>(null);
  const announce = useCallback((kind: Announcement["kind"], text: string) => {
    setAnnouncement((previous) => ({ kind, text, key: (previous?.key ?? 0) + 1 }));
  }, []);
  const clear = useCallback(() => setAnnouncement(null), []);
  const actionScope = useClearOnNextAction(clear);
  return { announcement, announce, clear, actionScope };
}
