"use client";

import { useEffect, useRef, useState } from "react";
import {
  createMessage,
  PREVIEW_READY_INTERVAL_MS,
  type PreviewMessage,
  postToWindow,
  subscribe,
} from "./protocol";

/** Where the preview stands with its editor. */
export type EditorConnection = "standalone" | "waiting" | "connected" | "editor-closed";

/**
 * The preview's side of the live preview. On load it announces `ready` to the
 * window that opened it (naming this origin exactly), and repeats it every
 * few seconds so an editor that was reloaded finds it again. It listens only
 * to messages from that window and this origin, hands them to `onMessage`,
 * and says `closing` when the page goes away. Opened directly (no opener) it
 * is `standalone`.
 *
 * @example
 * const connection = usePreviewClient({ formId, onMessage: (message) => apply(message) });
 */
export function usePreviewClient({
  formId,
  onMessage,
}: {
  formId: string;
  onMessage: (message: PreviewMessage) => void;
}): EditorConnection {
  const [connection, setConnection] = useState<EditorConnection>("waiting");
  const handler = useRef(onMessage);
  handler.current = onMessage;

  useEffect(() => {
    const opener = window.opener as Window | null;
    if (!opener) {
      setConnection("standalone");
      return;
    }
    const origin = window.location.origin;
    // Until the editor has sent a draft, `ready` asks for one.
    let hasHeard = false;
    const say = (message: PreviewMessage) =>
      postToWindow({ target: window.opener, message, targetOrigin: origin });
    const ready = () => say(createMessage({ type: "ready", formId, needsDocument: !hasHeard }));
    const unsubscribe = subscribe({
      target: window,
      expectedOrigin: origin,
      expectedSource: () => window.opener as Window | null,
      formId,
      onMessage: (message) => {
        hasHeard = true;
        setConnection("connected");
        handler.current(message);
      },
    });
    ready();
    const timer = setInterval(() => {
      if (!window.opener || (window.opener as Window).closed) {
        setConnection("editor-closed");
        return;
      }
      ready();
    }, PREVIEW_READY_INTERVAL_MS);
    const onPageHide = () => say(createMessage({ type: "closing", formId }));
    window.addEventListener("pagehide", onPageHide);
    return () => {
      unsubscribe();
      clearInterval(timer);
      window.removeEventListener("pagehide", onPageHide);
    };
  }, [formId]);

  return connection;
}
