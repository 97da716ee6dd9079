"use client";

import { useCallback, useState } from "react";

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
}

/**
 * The state behind an {@link AnnouncerRegion}: the last success or error
 * message of the page's actions. Pages `clear` it when the person starts
 * their next action, so an old "Published …" never sits beside what they do next.
 *
 * @example
 * const announcer = useAnnouncer();
 * announcer.announce("success", "Published “Contact” as version 2.");
 * return <AnnouncerRegion announcement={announcer.announcement} />;
 */
export function useAnnouncer(): Announcer {
  const [announcement, setAnnouncement] = useState<Announcement | null>(null);
  const announce = useCallback((kind: Announcement["kind"], text: string) => {
    setAnnouncement((previous) => ({ kind, text, key: (previous?.key ?? 0) + 1 }));
  }, []);
  const clear = useCallback(() => setAnnouncement(null), []);
  return { announcement, announce, clear };
}
