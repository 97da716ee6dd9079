"use client";

import type { QueryClientError } from "@formwright/query-client";
import { useCallback, useEffect, useRef, useState } from "react";
import type {
  EmailDraftLinkMutation,
  EmailDraftLinkMutationVariables,
  SaveDraftMutation,
  SaveDraftMutationVariables,
} from "../../graphql/operation-types";
import { draftLinkStorage, type StoredDraftLink } from "./draft-link-storage";
import { useCatalogue } from "./localized-form";

const loadClient = () => import("../api/browser-client");

const SAVE_DRAFT = /* GraphQL */ `
  mutation SaveDraft($slug: String!, $version: Int!, $answers: JSON!, $resumeToken: String, $step: Int) {
    saveDraft(slug: $slug, version: $version, answers: $answers, resumeToken: $resumeToken, step: $step) {
      resumeToken
      resumeUrl
      expiresAt
    }
  }
`;

const EMAIL_DRAFT_LINK = /* GraphQL */ `
  mutation EmailDraftLink($slug: String!, $resumeToken: String!, $email: String!) {
    emailDraftLink(slug: $slug, resumeToken: $resumeToken, email: $email)
  }
`;

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

function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof Error && error.name === "QueryClientError") {
    const failure = error as QueryClientError;
    if (failure.status !== 0 && failure.message) return failure.message;
  }
  return fallback;
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
        const { browserClient } = await loadClient();
        const result = await browserClient().request<SaveDraftMutation, SaveDraftMutationVariables>(
          SAVE_DRAFT,
          { slug, version, answers, resumeToken: tokenRef.current, step },
        );
        const link = result.saveDraft;
        tokenRef.current = link.resumeToken;
        draftLinkStorage.write(slug, link);
        next = { status: "saved", link };
      } catch (error) {
        next = { status: "failed", message: errorMessage(error, failedMessage) };
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
        const { browserClient } = await loadClient();
        await browserClient().request<EmailDraftLinkMutation, EmailDraftLinkMutationVariables>(
          EMAIL_DRAFT_LINK,
          { slug, resumeToken: token, email: address },
        );
        setEmail({ status: "sent", address: address.trim() });
      } catch (error) {
        setEmail({ status: "failed", message: errorMessage(error, failedMessage) });
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
