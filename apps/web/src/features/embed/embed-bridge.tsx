"use client";

import { useEffect } from "react";
import {
  EMBED_PROTOCOL_VERSION,
  type EmbedMessage,
  parseEmbedMessage,
} from "../../embed-script/protocol";
import { FRAME_SUBMITTED_EVENT, type FrameSubmittedDetail } from "./announce-submitted";
import { FRAME_PAY_EVENT, type FramePayDetail } from "./go-to-payment";

/** The part of a window messages are posted to. */
export interface HostWindow {
  postMessage(message: unknown, targetOrigin: string): void;
}

/**
 * Posts one embed message to the embedding page, naming its exact origin
 * (never `*`): a page that navigated elsewhere meanwhile gets nothing. A
 * message that is not well formed is refused.
 */
export function postToHost(target: HostWindow, message: EmbedMessage, hostOrigin: string): void {
  const checked = parseEmbedMessage(message);
  if (!checked) throw new Error(`Not a well-formed embed message: ${JSON.stringify(message)}`);
  target.postMessage(checked, hostOrigin);
}

/**
 * The framed form's side of the embed protocol (docs/embedding.md): it tells
 * the embedding page its title, its height (as it changes, so the host frame
 * has no inner scrollbar), accepted submissions (their id only), Escape
 * (a popup closes) and where to pay (issue 36: the page goes there). It posts only to `hostOrigin`, which the server checked
 * against the form's allowed embedding origins; with none it renders nothing
 * and posts nothing.
 */
export function EmbedBridge({
  slug,
  title,
  hostOrigin,
}: {
  slug: string;
  title: string;
  hostOrigin: string | null;
}) {
  useEffect(() => {
    if (!hostOrigin || window.parent === window) return;
    const host = window.parent;
    const base = { version: EMBED_PROTOCOL_VERSION, slug } as const;
    const send = (message: EmbedMessage) => postToHost(host, message, hostOrigin);
    send({ ...base, type: "formwright:ready", title });
    const root = document.documentElement;
    let last = -1;
    const postHeight = () => {
      const height = Math.ceil(root.getBoundingClientRect().height);
      if (height === last) return;
      last = height;
      send({ ...base, type: "formwright:height", height });
    };
    const observer = new ResizeObserver(postHeight);
    observer.observe(root);
    postHeight();
    const onSubmitted = (event: Event) => {
      const { detail } = event as CustomEvent<FrameSubmittedDetail>;
      if (detail?.slug !== slug) return;
      send({ ...base, type: "formwright:submitted", submissionId: detail.submissionId });
    };
    const onPay = (event: Event) => {
      const { detail } = event as CustomEvent<FramePayDetail>;
      if (detail?.slug === slug) send({ ...base, type: "formwright:pay", url: detail.url });
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape" && !event.defaultPrevented) {
        send({ ...base, type: "formwright:close" });
      }
    };
    window.addEventListener(FRAME_SUBMITTED_EVENT, onSubmitted);
    window.addEventListener(FRAME_PAY_EVENT, onPay);
    window.addEventListener("keydown", onKeyDown);
    return () => {
      observer.disconnect();
      window.removeEventListener(FRAME_SUBMITTED_EVENT, onSubmitted);
      window.removeEventListener(FRAME_PAY_EVENT, onPay);
      window.removeEventListener("keydown", onKeyDown);
    };
  }, [slug, title, hostOrigin]);
  return null;
}
