import { z } from "zod";

export { NATIVE_INPUT, NATIVE_POST_HEADER } from "./native-post-names";

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
  /** The resume link's token the form was opened with, kept across a refused post. */
  resumeToken: z.string().nullable().optional(),
  /** The single-use link's token the form was opened with, kept across a refused post. */
  invite: z.string().nullable().optional(),
  /** The edit link's token the form was opened with (issue 33 §4), kept across a refused post. */
  editToken: z.string().nullable().optional(),
  /** After an edit link's post was stored: where the respondent may change the answers again. */
  editUrl: z.string().nullable().optional(),
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
