"use client";

import { useCallback, useEffect, useRef, useState } from "react";
import {
  createMessage,
  PREVIEW_CHANGE_DEBOUNCE_MS,
  PREVIEW_CLOSED_POLL_MS,
  type PreviewMessage,
  postToWindow,
  previewPath,
  previewWindowName,
  subscribe,
} from "./protocol";

/** Where the editor's preview window stands. */
export type PreviewConnection = "closed" | "connecting" | "connected" | "blocked";

/** Whether a window was opened by this one: the editor's own preview, even after a reload. */
function isOwnWindow(source: MessageEventSource): boolean {
  try {
    return (source as Window).opener === window;
  } catch {
    return false;
  }
}

/**
 * The editor's side of the live preview. `open()` opens the form's preview
 * window (or brings it forward); the preview announces `ready` and the hook
 * answers with the current draft. Unsaved changes go out as `document-changed`,
 * debounced; `notifySaved` sends `document-saved`. Messages are accepted only
 * from this page's origin and from a window this page opened, so two editors
 * with two previews never cross; and they go out naming the exact origin.
 *
 * @example
 * const preview = usePreviewHost({ formId, document, revision });
 * <button onClick={preview.open}>Open preview</button>
 */
export function usePreviewHost({
  formId,
  document,
  revision,
}: {
  formId: string;
  document: Record<string, unknown>;
  revision: number;
}) {
  const [connection, setConnectionState] = useState<PreviewConnection>("closed");
  const connectionRef = useRef<PreviewConnection>("closed");
  const setConnection = useCallback((next: PreviewConnection) => {
    connectionRef.current = next;
    setConnectionState(next);
  }, []);
  const windowRef = useRef<Window | null>(null);
  const latest = useRef({ document, revision });
  latest.current = { document, revision };
  const lastSentJson = useRef<string | null>(null);

  const send = useCallback((message: PreviewMessage) => {
    return postToWindow({
      target: windowRef.current,
      message,
      targetOrigin: window.location.origin,
    });
  }, []);

  /** Sends the current draft, unless it is what the preview already has (`force` for a new preview). */
  const sendDraft = useCallback(
    (force = false) => {
      const { document: draft, revision: base } = latest.current;
      const draftJson = JSON.stringify(draft);
      if (!force && draftJson === lastSentJson.current) return;
      const sent = send(
        createMessage({ type: "document-changed", formId, revision: base, document: draft }),
      );
      if (sent) lastSentJson.current = draftJson;
    },
    [formId, send],
  );

  useEffect(
    () =>
      subscribe({
        target: window,
        expectedOrigin: window.location.origin,
        expectedSource: () => (source) => source === windowRef.current || isOwnWindow(source),
        formId,
        onMessage: (message, event) => {
          if (message.type === "closing") {
            setConnection("connecting");
            return;
          }
          if (message.type !== "ready") return;
          // A new or reloaded preview asks for the draft; a window not followed yet
          // (this editor was reloaded) gets it too.
          const source = event.source as Window;
          const isNew =
            message.needsDocument ||
            windowRef.current !== source ||
            connectionRef.current !== "connected";
          windowRef.current = source;
          setConnection("connected");
          if (isNew) sendDraft(true);
        },
      }),
    [formId, sendDraft, setConnection],
  );

  useEffect(() => {
    const timer = setInterval(() => {
      if (windowRef.current?.closed) {
        windowRef.current = null;
        setConnection("closed");
      }
    }, PREVIEW_CLOSED_POLL_MS);
    return () => clearInterval(timer);
  }, [setConnection]);

  // Each change sends the draft after the pause, if it differs from what the
  // preview has: the draft is turned into JSON then, never on the keystroke
  // (nor at all while no preview is open).
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new document is the change
  useEffect(() => {
    if (connection !== "connected") return;
    const timer = setTimeout(() => sendDraft(), PREVIEW_CHANGE_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [connection, document, sendDraft]);

  const open = useCallback(() => {
    const current = windowRef.current;
    if (current && !current.closed) {
      current.focus();
      return;
    }
    // The same name finds the form's preview window if one is open, instead of a second one.
    const opened = window.open(previewPath(formId), previewWindowName(formId));
    if (!opened) {
      setConnection("blocked");
      return;
    }
    windowRef.current = opened;
    setConnection("connecting");
  }, [formId, setConnection]);

  const notifySaved = useCallback(
    ({
      revision: saved,
      document: draft,
    }: {
      revision: number;
      document: Record<string, unknown>;
    }) => {
      const sent = send(
        createMessage({ type: "document-saved", formId, revision: saved, document: draft }),
      );
      if (sent) lastSentJson.current = JSON.stringify(draft);
    },
    [formId, send],
  );

  return { connection, open, notifySaved };
}
