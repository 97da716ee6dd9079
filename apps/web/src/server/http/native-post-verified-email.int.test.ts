import type { IncomingMessage, ServerResponse } from "node:http";
import { Readable } from "node:stream";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { NATIVE_INPUT } from "../../lib/native-post/native-post-state";
import { type DatabaseConnection, openDatabase } from "../db/database";
import { spamSubmissions, submissions } from "../db/schema";
import { createForm, publishForm } from "../services/forms";
import { createLimiter } from "../services/rate-limits";
import { handleNativePost } from "./native-post-route";

/** A post without scripts, from the form's own page, as the browser sends it. */
function post(url: string, fields: Record<string, string>): IncomingMessage {
  const body = new URLSearchParams(fields).toString();
  const req = Readable.from([Buffer.from(body)]) as unknown as IncomingMessage;
  Object.assign(req, { socket: { remoteAddress: "127.0.0.1" } });
  req.method = "POST";
  req.url = url;
  req.headers = {
    host: "forms.example",
    origin: "http://forms.example",
    "sec-fetch-site": "same-origin",
    "content-type": "application/x-www-form-urlencoded",
    "content-length": String(Buffer.byteLength(body)),
  };
  return req;
}

describe("a verified email field posted without scripts (issue 33 §2)", () => {
  let conn: DatabaseConnection;
  let formId: string;
  const rendered: string[] = [];

  beforeAll(async () => {
    conn = await openDatabase({ dataDir: "memory://" });
    const form = await createForm(conn.db, {
      slug: "signup",
      title: "Sign up",
      blocks: [
        { type: "text", name: "name", label: "Name" },
        { type: "text", name: "email", label: "Email", inputType: "email", verify: true },
      ],
    });
    await publishForm(conn.db, form.id);
    formId = form.id;
  }, 180_000);
  afterAll(async () => {
    await conn?.close();
  });

  it("is kept in the spam review list with its reason, never refused or lost", async () => {
    const key = crypto.randomUUID();
    await handleNativePost(
      "signup",
      post("/f/signup", {
        name: "Ada",
        email: "ada@example.com",
        [NATIVE_INPUT.version]: "1",
        [NATIVE_INPUT.idempotencyKey]: key,
      }),
      {} as ServerResponse,
      {
        db: conn.db,
        bodyLimitBytes: 2_000,
        submitLimiter: createLimiter(conn.db, { prefix: "submit", points: 30, durationS: 60 }),
        minFillMs: 0,
        versionGraceMs: 0,
        trustProxy: false,
        renderPage: async (req: IncomingMessage) => {
          rendered.push(String(req.headers["x-formwright-native-post"] ?? ""));
        },
      },
    );
    // Answered like any other stored post: the page is rendered as a success.
    expect(rendered).toHaveLength(1);
    expect(decodeURIComponent(rendered[0] ?? "")).not.toContain("confirm this address");
    const held = await conn.db
      .select()
      .from(spamSubmissions)
      .where(eq(spamSubmissions.idempotencyKey, key));
    expect(held.map((row) => [row.reason, row.data])).toEqual([
      ["unverified-email", { name: "Ada", email: "ada@example.com" }],
    ]);
    expect(await conn.db.$count(submissions, eq(submissions.formId, formId))).toBe(0);
  });
});
