import type { IncomingMessage, ServerResponse } from "node:http";
import { Readable } from "node:stream";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { INVITE_INPUT } from "../../lib/native-post/native-post-names";
import { decodeNativePostState, NATIVE_INPUT } from "../../lib/native-post/native-post-state";
import { type DatabaseConnection, openDatabase } from "../db/database";
import { submissions } from "../db/schema";
import { createForm, publishForm } from "../services/forms";
import { createLimiter } from "../services/rate-limits";
import { createRespondentLinks } from "../services/respondent-links/respondent-links";
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

/** A response that keeps what the handler wrote. */
function response(): ServerResponse & { status: number; body: string } {
  const res = {
    status: 0,
    body: "",
    writeHead(status: number) {
      res.status = status;
      return res;
    },
    setHeader() {
      return res;
    },
    end(chunk?: string | Buffer) {
      res.body += chunk ? String(chunk) : "";
      return res;
    },
  };
  return res as unknown as ServerResponse & { status: number; body: string };
}

describe("a single-use link posted without scripts (issue 33 §3)", () => {
  let conn: DatabaseConnection;
  let formId: string;
  let invite: string;
  const rendered: string[] = [];

  beforeAll(async () => {
    conn = await openDatabase({ dataDir: "memory://" });
    const form = await createForm(conn.db, {
      slug: "invited",
      title: "Invited",
      limits: { invitesOnly: true },
      blocks: [{ type: "text", name: "name", label: "Name", required: true }],
    });
    await publishForm(conn.db, form.id);
    formId = form.id;
    const [link] = await createRespondentLinks(conn.db, {
      formId,
      count: 1,
      publicUrl: "http://forms.example",
    });
    invite = new URL(link?.url ?? "").searchParams.get("invite") ?? "";
  }, 180_000);
  afterAll(async () => {
    await conn?.close();
  });

  const send = (fields: Record<string, string>, res: ServerResponse = response()) =>
    handleNativePost("invited", post("/f/invited", fields), res, {
      db: conn.db,
      bodyLimitBytes: 2_000,
      submitLimiter: createLimiter(conn.db, { prefix: "submit", points: 30, durationS: 60 }),
      minFillMs: 0,
      versionGraceMs: 0,
      trustProxy: false,
      renderPage: async (req: IncomingMessage) => {
        rendered.push(String(req.headers["x-formwright-native-post"] ?? ""));
      },
    });

  it("keeps the link across a post with field errors, takes it with the stored one, and refuses it after", async () => {
    await send({
      name: "",
      [NATIVE_INPUT.version]: "1",
      [NATIVE_INPUT.idempotencyKey]: "native-1",
      [INVITE_INPUT]: invite,
    });
    const refused = decodeNativePostState(rendered.at(-1));
    expect(refused?.fieldErrors.map((e) => e.name)).toEqual(["name"]);
    expect(refused?.invite).toBe(invite);

    await send({
      name: "Ada",
      [NATIVE_INPUT.version]: "1",
      [NATIVE_INPUT.idempotencyKey]: "native-1",
      [INVITE_INPUT]: invite,
    });
    expect(decodeNativePostState(rendered.at(-1))?.submissionId).toBeTruthy();

    const res = response();
    await send(
      {
        name: "Grace",
        [NATIVE_INPUT.version]: "1",
        [NATIVE_INPUT.idempotencyKey]: "native-2",
        [INVITE_INPUT]: invite,
      },
      res,
    );
    expect(res.status).toBe(409);
    expect(res.body).toContain("This invitation link has already been used.");
    expect(res.body).toContain("Grace");
    expect(await conn.db.$count(submissions, eq(submissions.formId, formId))).toBe(1);
  });
});
