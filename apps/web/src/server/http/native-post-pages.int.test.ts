import type { IncomingMessage, ServerResponse } from "node:http";
import { Readable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { NATIVE_INPUT } from "../../lib/native-post/native-post-state";
import { type DatabaseConnection, openDatabase } from "../db/database";
import { createForm, publishForm, unpublishForm } from "../services/forms";
import { createLimiter } from "../services/rate-limits";
import { handleNativePost } from "./native-post-route";

const ANSWERS = { name: "Ada", agree: "true", day: "2026-03-07", [NATIVE_INPUT.version]: "1" };

/** A post without scripts, from the form's own page, as the browser sends it. */
function post(
  url: string,
  fields: Record<string, string>,
  headers: Record<string, string> = {},
): IncomingMessage {
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
    ...headers,
  };
  return req;
}

/** What the handler wrote: status and HTML. */
function capture() {
  const out = { status: 0, html: "" };
  const res = {
    writeHead(status: number) {
      out.status = status;
      return res;
    },
    end(text?: string) {
      out.html = text ?? "";
      return res;
    },
  };
  return { res: res as unknown as ServerResponse, out };
}

describe("the pages a post without scripts gets, in the form's language", () => {
  let conn: DatabaseConnection;
  let options: Parameters<typeof handleNativePost>[3];

  beforeAll(async () => {
    conn = await openDatabase({ dataDir: "memory://" });
    options = {
      db: conn.db,
      bodyLimitBytes: 2_000,
      submitLimiter: createLimiter(conn.db, { prefix: "submit", points: 30, durationS: 60 }),
      minFillMs: 0,
      versionGraceMs: 0,
      trustProxy: false,
      renderPage: (req: IncomingMessage) => {
        throw new Error(`rendered, with ${req.headers["x-formwright-native-post"]}`);
      },
    };
    const form = await createForm(conn.db, {
      slug: "anmeldung",
      title: "Anmeldung",
      language: "de",
      translations: { fr: { title: "Inscription", blocks: { day: { label: "Jour" } } } },
      blocks: [
        { type: "text", name: "name", label: "Name" },
        { type: "checkbox", name: "agree", label: "Einverstanden" },
        { type: "date", name: "day", label: "Tag" },
        { type: "text", name: "note", label: "Notiz" },
        { type: "hidden", name: "campaign", label: "Kampagne" },
      ],
    });
    await publishForm(conn.db, form.id);
    await unpublishForm(conn.db, form.id);
  }, 180_000);
  afterAll(async () => {
    await conn?.close();
  });

  it("lists the answers of a closed form in German, ticks as Ja, with <html lang=de>", async () => {
    const { res, out } = capture();
    await handleNativePost(
      "anmeldung",
      post("/f/anmeldung", { ...ANSWERS, [NATIVE_INPUT.idempotencyKey]: crypto.randomUUID() }),
      res,
      options,
    );
    expect(out.status).toBe(409);
    expect(out.html).toContain('<html lang="de" dir="ltr">');
    expect(out.html).toContain("Ihre Antworten wurden nicht gesendet.");
    expect(out.html).toContain('<label for="answers">Ihre Antworten</label>');
    expect(out.html).toContain("Einverstanden: Ja");
    expect(out.html).toContain(">Meine Antworten herunterladen</a>");
    expect(out.html).not.toContain("Your answers");
  });

  it("follows the language the page was in: French from ?lang=fr", async () => {
    const { res, out } = capture();
    await handleNativePost(
      "anmeldung",
      post("/f/anmeldung?lang=fr", {
        ...ANSWERS,
        [NATIVE_INPUT.idempotencyKey]: crypto.randomUUID(),
      }),
      res,
      options,
    );
    expect(out.status).toBe(409);
    expect(out.html).toContain('<html lang="fr" dir="ltr">');
    expect(out.html).toContain("Vos réponses n’ont pas été envoyées.");
    expect(out.html).toContain("Einverstanden\u00a0: Oui");
  });

  it("reads the answers as the receipt does, in the page's language: French labels, dates and colons, no empty answer, no hidden field", async () => {
    const { res, out } = capture();
    await handleNativePost(
      "anmeldung",
      post("/f/anmeldung?lang=fr", {
        ...ANSWERS,
        campaign: "spring",
        [NATIVE_INPUT.idempotencyKey]: crypto.randomUUID(),
      }),
      res,
      options,
    );
    const answers = /<textarea id="answers" readonly>([^<]*)<\/textarea>/.exec(out.html)?.[1];
    // French puts a no-break space before a colon.
    expect(answers?.split("\n")).toEqual([
      "Name\u00a0: Ada",
      "Einverstanden\u00a0: Oui",
      "Jour\u00a0: 7 mars 2026",
    ]);
  });

  it("says answers too long to send in the browser's language, right to left for Arabic", async () => {
    const { res, out } = capture();
    await handleNativePost(
      "anmeldung",
      post("/f/anmeldung", { name: "x".repeat(3_000) }, { "accept-language": "ar" }),
      res,
      options,
    );
    expect(out.status).toBe(413);
    expect(out.html).toContain('<html lang="ar" dir="rtl">');
    expect(out.html).toContain("إجاباتك أطول من أن تُرسَل");
    expect(out.html).toContain(">الانتقال إلى النموذج</a>");
  });

  it("keeps English where the browser asks for nothing the product ships", async () => {
    const { res, out } = capture();
    await handleNativePost(
      "anmeldung",
      post("/f/anmeldung", { name: "x".repeat(3_000) }, { "accept-language": "sv" }),
      res,
      options,
    );
    expect(out.status).toBe(413);
    expect(out.html).toContain('<html lang="en" dir="ltr">');
    expect(out.html).toContain("Your answers are too long to send");
  });
});
