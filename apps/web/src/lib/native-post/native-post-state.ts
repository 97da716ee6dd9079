import { z } from "zod";

/**
 * The header on which the server's form-post handler hands its outcome to the
 * page it renders. The request listener removes it from every incoming
 * request, so only the handler can set it.
 */
export const NATIVE_POST_HEADER = "x-formwright-native-post";

/**
 * Names of the form's own hidden inputs for a post without scripts. Field
 * names are `[A-Za-z_][A-Za-z0-9_]*`, so a `:` never meets a field's name.
 */
export const NATIVE_INPUT = {
  idempotencyKey: "fw:key",
  fillToken: "fw:fill-token",
  version: "fw:version",
  honeypot: "website",
} as const;

/** The name of a select's native fallback (rendered only without scripts). */
export const nativeSelectName = (name: string) => `fw:native:${name}`;

/** The name of a creatable select's "Other" text box (without scripts). */
export const otherOptionName = (name: string) => `fw:other:${name}`;

/** What a post without scripts came to, as the page renders it. */
export const nativePostStateSchema = z.object({
  /** The answers as the person left them (invalid text kept as typed). */
  values: z.record(z.string(), z.unknown()),
  fieldErrors: z.array(z.object({ name: z.string(), message: z.string() })),
  /** A problem with the whole submission (rate limit, bad key), or null. */
  message: z.string().nullable(),
  /** Sent back on the next post, so a resend is stored once. */
  idempotencyKey: z.string(),
  /** The fill token the page was first served with: fixing a typo does not restart the clock. */
  fillToken: z.string().nullable(),
  /** Set once the answers are stored: the page shows the confirmation. */
  submissionId: z.string().nullable(),
});

/** See {@link nativePostStateSchema}. */
export type NativePostState = z.infer<typeof nativePostStateSchema>;

/** The state as a header value (base64url JSON: any text survives). */
export function encodeNativePostState(state: NativePostState): string {
  return Buffer.from(JSON.stringify(state), "utf8").toString("base64url");
}

/** The state from the header, or null when absent or malformed. */
export function decodeNativePostState(header: string | null | undefined): NativePostState | null {
  if (!header) return null;
  try {
    const parsed = nativePostStateSchema.safeParse(
      JSON.parse(Buffer.from(header, "base64url").toString("utf8")),
    );
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
