/**
 * The messages between a page that embeds a form (through `/embed.js`) and the
 * framed form page (`/f/<slug>?embed=1&host=<origin>`). Shared by both sides;
 * no dependency, because it is part of the embed script's 5 kB.
 *
 * Every message is a plain object `{ type: "formwright:<kind>", version: 1, slug, … }`.
 * Only the frame sends: the host never posts into the frame.
 */

/** The prefix of every message type (and of the DOM event the host page receives). */
export const EMBED_TYPE_PREFIX = "formwright:";

/** Version of the message format; a receiver ignores other versions. */
export const EMBED_PROTOCOL_VERSION = 1;

/** The tallest height (CSS px) a frame may ask for. */
export const EMBED_MAX_HEIGHT = 100_000;

/** The frame is ready; `title` is the form's title (the popup's accessible name). */
export interface EmbedReadyMessage {
  type: "formwright:ready";
  version: 1;
  slug: string;
  title: string;
}

/** The frame's content is now this tall (CSS px). */
export interface EmbedHeightMessage {
  type: "formwright:height";
  version: 1;
  slug: string;
  height: number;
}

/** A submission was accepted; its id only, never the answers. */
export interface EmbedSubmittedMessage {
  type: "formwright:submitted";
  version: 1;
  slug: string;
  submissionId: string;
}

/** The respondent pressed Escape inside the frame: a popup closes. */
export interface EmbedCloseMessage {
  type: "formwright:close";
  version: 1;
  slug: string;
}

/**
 * The answers were stored and owe a payment (issue 36): the embedding page
 * goes to `url`, Stripe Checkout, which refuses to be shown in a frame.
 */
export interface EmbedPayMessage {
  type: "formwright:pay";
  version: 1;
  slug: string;
  url: string;
}

/** Every message a framed form sends. */
export type EmbedMessage =
  | EmbedReadyMessage
  | EmbedHeightMessage
  | EmbedSubmittedMessage
  | EmbedCloseMessage
  | EmbedPayMessage;

/**
 * Whether the embedding page may be sent to `url`: https, or http on the
 * machine itself (a test's Stripe). Never `javascript:` or `data:`.
 */
function isPaymentUrl(url: unknown): url is string {
  if (typeof url !== "string" || url.length > 2000) return false;
  try {
    const { protocol, hostname } = new URL(url);
    return (
      protocol === "https:" ||
      (protocol === "http:" && (hostname === "127.0.0.1" || hostname === "localhost"))
    );
  } catch {
    return false;
  }
}

const SLUG = /^[a-z0-9-]{1,64}$/;
const SUBMISSION_ID = /^[A-Za-z0-9_-]{1,100}$/;

/**
 * The message in `data` when it is a well-formed embed message of this
 * version, else null. Extra keys are dropped, so an answer can never ride along.
 *
 * @example
 * parseEmbedMessage({ type: "formwright:height", version: 1, slug: "contact", height: 480 });
 * // { type: "formwright:height", version: 1, slug: "contact", height: 480 }
 * parseEmbedMessage({ type: "formwright:height", version: 2, slug: "contact", height: 480 }); // null
 */
export function parseEmbedMessage(data: unknown): EmbedMessage | null {
  if (typeof data !== "object" || data === null) return null;
  const { type, version, slug } = data as Record<string, unknown>;
  if (version !== EMBED_PROTOCOL_VERSION || typeof slug !== "string" || !SLUG.test(slug)) {
    return null;
  }
  const d = data as Record<string, unknown>;
  switch (type) {
    case "formwright:ready":
      return typeof d.title === "string" && d.title.length <= 500
        ? { type, version, slug, title: d.title }
        : null;
    case "formwright:height": {
      const height = d.height;
      return typeof height === "number" && height >= 0 && height <= EMBED_MAX_HEIGHT
        ? { type, version, slug, height: Math.ceil(height) }
        : null;
    }
    case "formwright:submitted":
      return typeof d.submissionId === "string" && SUBMISSION_ID.test(d.submissionId)
        ? { type, version, slug, submissionId: d.submissionId }
        : null;
    case "formwright:close":
      return { type, version, slug };
    case "formwright:pay":
      return isPaymentUrl(d.url) ? { type, version, slug, url: d.url } : null;
    default:
      return null;
  }
}

/** The parts of a `MessageEvent` the host checks. */
export interface ReceivedEmbedEvent {
  data: unknown;
  origin: string;
  source: unknown;
}

/**
 * The message of an event the host acts on: it comes from the script's own
 * origin (`expectedOrigin`), from that very frame's window (`expectedSource`,
 * so another frame of the same origin cannot talk for it), is well formed and
 * is about the expected form. Everything else gives null.
 *
 * @example
 * trustedEmbedMessage({ event, expectedOrigin: "https://forms.example", expectedSource: iframe.contentWindow, slug: "contact" });
 */
export function trustedEmbedMessage({
  event,
  expectedOrigin,
  expectedSource,
  slug,
}: {
  event: ReceivedEmbedEvent;
  expectedOrigin: string;
  expectedSource: unknown;
  slug: string;
}): EmbedMessage | null {
  if (event.origin !== expectedOrigin) return null;
  if (event.source == null || event.source !== expectedSource) return null;
  const message = parseEmbedMessage(event.data);
  return message && message.slug === slug ? message : null;
}
