import { browserStorage } from "./browser-storage";

/** The resume link of this browser's saved draft of a form. */
export interface StoredDraftLink {
  resumeToken: string;
  resumeUrl: string;
  /** ISO time the link stops working. */
  expiresAt: string;
}

const key = (slug: string) => `formwright:draft:${slug}`;

function parseLink(raw: unknown): StoredDraftLink | null {
  if (typeof raw !== "object" || raw === null) return null;
  const { resumeToken, resumeUrl, expiresAt } = raw as Record<string, unknown>;
  if (typeof resumeToken !== "string" || !/^[A-Za-z0-9_-]{43}$/.test(resumeToken)) return null;
  if (typeof resumeUrl !== "string" || typeof expiresAt !== "string") return null;
  if (!(Date.parse(expiresAt) > Date.now())) return null;
  return { resumeToken, resumeUrl, expiresAt };
}

/**
 * Where the browser keeps the resume token of its draft of each form (beside
 * the answers kept on this device), so saving again updates the same draft
 * and keeps the same link. An expired or unreadable entry reads as none.
 */
export const draftLinkStorage = {
  read(slug: string): StoredDraftLink | null {
    const link = parseLink(browserStorage.read(key(slug)));
    if (!link) browserStorage.remove(key(slug));
    return link;
  },
  write(slug: string, link: StoredDraftLink): void {
    browserStorage.write(key(slug), link);
  },
  remove(slug: string): void {
    browserStorage.remove(key(slug));
  },
};
