import type { IncomingMessage, ServerResponse } from "node:http";
import { Readable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CAPTCHA_INPUT } from "../../lib/native-post/native-post-names";
import {
  decodeNativePostState,
  NATIVE_INPUT,
  NATIVE_POST_HEADER,
  type NativePostState,
} from "../../lib/native-post/native-post-state";
import { type DatabaseConnection, openDatabase } from "../db/database";
import { countSubmissions, createForm, publishForm } from "../services/forms";
import { createAltchaChallenge } from "../services/protection/altcha-challenge";
import { altchaHmacKey } from "../services/protection/altcha-key";
import { createLimiter } from "../services/rate-limits";
import { listSpamSubmissions } from "../services/spam";
import { solvedPayload } from "../testing/captcha";
import { handleNativePost } from "./native-post-route";

/** A post without scripts, from the form's own page, as the browser sends it. */
function post(entries: Array<[string, string]>): IncomingMessage {
  const body = new URLSearchParams(entries).toString();
  const req = Readable.from([Buffer.from(body)]) as unknown as IncomingMessage;
  Object.assign(req, { socket: { remoteAddress: "127.0.0.1" } });
  req.method = "POST";
  req.url = "/f/guarded";
  req.headers = {
    host: "forms.example",
    origin: "http://forms.example",
    "sec-fetch-site": "same-origin",
    "content-type": "application/x-www-form-urlencoded",
    "content-length": String(Buffer.byteLength(body)),
  };
  return req;
}

describe("a protected form posted without scripts", () => {
  let conn: DatabaseConnection;
  let formId: string;
  let rendered: NativePostState | null = null;
  let options: Parameters<typeof handleNativePost>[3];
  const send = async (entries: Array<[string, string]>) => {
    rendered = null;
    await handleNativePost("guarded", post(entries), {} as ServerResponse, options);
    return rendered as NativePostState | null;
  };

  beforeAll(async () => {
    conn = await openDatabase({ dataDir: "memory://" });
    options = {
      db: conn.db,
      bodyLimitBytes: 10_000,
      submitLimiter: createLimiter(conn.db, { prefix: "submit", points: 30, durationS: 60 }),
      minFillMs: 0,
      versionGraceMs: 0,
      trustProxy: false,
      renderPage: (req: IncomingMessage) => {
        rendered = decodeNativePostState(String(req.headers[NATIVE_POST_HEADER] ?? ""));
      },
    };
    const form = await createForm(conn.db, {
      slug: "guarded",
      title: "Guarded",
      protection: { captcha: "altcha", difficulty: "low" },
      blocks: [{ type: "text", name: "fullName", label: "Full name", required: true }],
    });
    formId = form.id;
    await publishForm(conn.db, formId);
  });
  afterAll(async () => {
    await conn?.close();
  });

  it("keeps the answers for spam review, flagged, and answers as for any submission", async () => {
    const state = await send([
      ["fullName", "Ada"],
      [NATIVE_INPUT.idempotencyKey, "no-script-1"],
    ]);
    // Not refused, not lost: the page thanks the respondent as for any submission.
    expect(state?.submissionId).toBeTruthy();
    expect(state?.fieldErrors).toEqual([]);
    expect(state?.message).toBeNull();
    expect(await countSubmissions(conn.db, formId)).toBe(0);
    const held = await listSpamSubmissions(conn.db, { formSlug: "guarded" });
    expect(held.map((s) => [s.id, s.reason, s.data])).toEqual([
      [state?.submissionId, "captcha-missing", { fullName: "Ada" }],
    ]);
  });

  it("stores a post whose page solved the challenge before it was sent", async () => {
    const challenge = await createAltchaChallenge({
      hmacKey: await altchaHmacKey(conn.db, null),
      formId,
      protection: { captcha: "altcha", difficulty: "low" },
      now: Date.now(),
    });
    const state = await send([
      ["fullName", "Grace"],
      [NATIVE_INPUT.idempotencyKey, "no-script-2"],
      [CAPTCHA_INPUT, await solvedPayload(challenge)],
    ]);
    expect(state?.submissionId).toBeTruthy();
    expect(await countSubmissions(conn.db, formId)).toBe(1);
  });
});
