"use client";

import { useCallback, useEffect, useRef, useState } from "react";
import { draftLinkStorage, type StoredDraftLink } from "./draft-link-storage";
import { useCatalogue } from "./localized-form";

// The requests (and their mutations' text) load when a respondent saves or mails a link.
const loadRequests = () => import("./draft-requests");

/** Where saving a draft stands. */
export type SaveDraftState =
  | { status: "idle" }
  | { status: "saving" }
  | { status: "saved"; link: StoredDraftLink }
  | { status: "failed"; message: string };

/** Where mailing the link stands. */
export type EmailLinkState =
  | { status: "idle" }
  | { status: "sending" }
  | { status: "sent"; address: string }
  | { status: "failed"; message: string };

/** What a failed request says to the respondent (the server's words, else `fallback`). */
async function failureMessage(error: unknown, fallback: string): Promise<string> {
  try {
    return (await loadRequests()).errorMessage(error, fallback);
  } catch {
    return fallback;
  }
}

/**
 * "Save and continue later": saves the answers on the server and keeps the
 * resume token in this browser, so saving again updates the same draft and
 * keeps the same link. `resumeToken` is the token of the link the page was
 * opened with, if any (it becomes this browser's draft).
 */
export function useSaveDraft({
  slug,
  version,
  resumeLink,
}: {
  slug: string;
  version: number | null;
  resumeLink: { resumeToken: string; expiresAt: string } | null;
}) {
  const resumeToken = resumeLink?.resumeToken ?? null;
  // A string: stable across renders, so the callbacks below keep their identity.
  const failedMessage = useCatalogue().draftFailed;
  const [state, setState] = useState<SaveDraftState>({ status: "idle" });
  const [email, setEmail] = useState<EmailLinkState>({ status: "idle" });
  const tokenRef = useRef<string | null>(resumeToken);
  const isBusy = useRef(false);

  useEffect(() => {
    if (!resumeLink) {
      tokenRef.current = draftLinkStorage.read(slug)?.resumeToken ?? null;
      return;
    }
    // This browser now holds the draft: a reload, or a later visit without the link, keeps it.
    const url = new URL(window.location.href);
    draftLinkStorage.write(slug, { ...resumeLink, resumeUrl: url.toString() });
    // The link is a secret: out of the address bar (and of what is shared or shown over a shoulder).
    url.searchParams.delete("resume");
    window.history.replaceState(window.history.state, "", url);
  }, [slug, resumeLink]);

  const save = useCallback(
    async (answers: Record<string, unknown>, step = 1): Promise<SaveDraftState> => {
      if (isBusy.current || version === null) return state;
      isBusy.current = true;
      setState({ status: "saving" });
      setEmail({ status: "idle" });
      let next: SaveDraftState;
      try {
        const requests = await loadRequests();
        const link = await requests.saveDraft({
          slug,
          version,
          answers,
          resumeToken: tokenRef.current,
          step,
        });
        tokenRef.current = link.resumeToken;
        draftLinkStorage.write(slug, link);
        next = { status: "saved", link };
      } catch (error) {
        next = { status: "failed", message: await failureMessage(error, failedMessage) };
      } finally {
        isBusy.current = false;
      }
      setState(next);
      return next;
    },
    [slug, version, state, failedMessage],
  );

  const emailLink = useCallback(
    async (address: string) => {
      const token = tokenRef.current;
      if (!token) return;
      setEmail({ status: "sending" });
      try {
        const requests = await loadRequests();
        await requests.emailDraftLink({ slug, resumeToken: token, email: address });
        setEmail({ status: "sent", address: address.trim() });
      } catch (error) {
        setEmail({ status: "failed", message: await failureMessage(error, failedMessage) });
      }
    },
    [slug, failedMessage],
  );

  /** The token to send with the submit (the draft ends with it). */
  const currentToken = useCallback(() => tokenRef.current, []);
  /** After a successful submit: the draft is gone, forget its link. */
  const forgetDraft = useCallback(() => {
    tokenRef.current = null;
    draftLinkStorage.remove(slug);
  }, [slug]);
  const dismiss = useCallback(() => setState({ status: "idle" }), []);

  return { state, email, save, emailLink, currentToken, forgetDraft, dismiss };
}
