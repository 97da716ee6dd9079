import { z } from "zod";
import { PREVIEW_MESSAGE_SOURCE, PREVIEW_PROTOCOL_VERSION } from "./constants";

const envelope = {
  source: z.literal(PREVIEW_MESSAGE_SOURCE),
  version: z.literal(PREVIEW_PROTOCOL_VERSION),
  formId: z.string().min(1),
};

/**
 * A form document as it travels: any JSON object. The receiver checks it with
 * `parseFormDocument` before rendering it (the editor also sends drafts that
 * still have problems).
 */
const documentSchema = z.custom<Record<string, unknown>>(
  (value) => typeof value === "object" && value !== null && !Array.isArray(value),
  { message: "document must be an object" },
);

const revisionSchema = z.number().int().min(0);

/**
 * The preview (in the window the editor opened) is loaded and listening. It
 * repeats this every few seconds; `needsDocument` says it has not had a draft
 * from the editor since it loaded (a new or reloaded preview), and the editor
 * answers that with the current draft.
 */
export const readyMessageSchema = z.object({
  ...envelope,
  type: z.literal("ready"),
  needsDocument: z.boolean(),
});

/** The preview is going away (closed or reloading); a new `ready` follows a reload. */
export const closingMessageSchema = z.object({ ...envelope, type: z.literal("closing") });

/** The editor saved a draft: the preview refreshes to it. */
export const documentSavedMessageSchema = z.object({
  ...envelope,
  type: z.literal("document-saved"),
  revision: revisionSchema,
  document: documentSchema.optional(),
});

/** The editor's unsaved draft changed (sent debounced while typing). */
export const documentChangedMessageSchema = z.object({
  ...envelope,
  type: z.literal("document-changed"),
  /** The saved revision the draft is based on. */
  revision: revisionSchema,
  document: documentSchema,
});

/**
 * Every live-preview message, version 1. Unknown extra keys are dropped, so a
 * later minor addition does not break an older reader.
 *
 * @example
 * previewMessageSchema.safeParse({
 *   source: "formwright-live-preview", version: 1, type: "ready", formId: "0b6f…",
 * }).success; // true
 */
export const previewMessageSchema = z.discriminatedUnion("type", [
  readyMessageSchema,
  closingMessageSchema,
  documentSavedMessageSchema,
  documentChangedMessageSchema,
]);

/** One live-preview message. */
export type PreviewMessage = z.infer<typeof previewMessageSchema>;

/** Kind of a live-preview message. */
export type PreviewMessageType = PreviewMessage["type"];

/** The message of one kind. */
export type PreviewMessageOf<T extends PreviewMessageType> = Extract<PreviewMessage, { type: T }>;
