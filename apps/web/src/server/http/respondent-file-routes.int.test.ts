import { mkdtempSync, readdirSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../testing/test-server";

const OWNER = { authorization: "Bearer test-admin-token" };
const PDF = Buffer.concat([Buffer.from("%PDF-1.4\n"), Buffer.alloc(3000, 0x42)]);

describe("respondent file routes", () => {
  let api: TestServer;
  let dir: string;

  const upload = (data: Buffer | string, query = "form=apply&field=cv", name = "cv é.pdf") =>
    fetch(`${api.url}/api/files?${query}`, {
      method: "POST",
      headers: {
        "x-filename": encodeURIComponent(name),
        "content-type": "application/octet-stream",
      },
      body: typeof data === "string" ? data : new Uint8Array(data),
    });

  beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), "fw-files-route-"));
    api = await startTestServer({ uploadsDir: dir, uploadLimitBytes: 8000 });
    const created = await api.gql(
      `mutation($d: JSON!) { createForm(document: $d) { id } }`,
      {
        d: {
          slug: "apply",
          title: "Apply",
          blocks: [
            { type: "file", name: "cv", label: "CV", accept: [".pdf"], maxSizeMb: 100 },
            { type: "signature", name: "sign", label: "Signature", required: true },
          ],
        },
      },
      OWNER,
    );
    await api.gql(
      `mutation($id: ID!) { publishForm(id: $id) { id } }`,
      { id: created.body.data.createForm.id },
      OWNER,
    );
  });
  afterAll(async () => {
    await api?.close();
  });

  it("takes an anonymous upload, then downloads it only for signed-in users, as an attachment", async () => {
    const response = await upload(PDF);
    expect(response.status).toBe(201);
    const ref = (await response.json()) as { id: string; name: string; size: number; type: string };
    expect(ref).toMatchObject({ name: "cv é.pdf", size: PDF.length, type: "application/pdf" });
    // Not downloadable before it is sent, even by the owner.
    expect((await fetch(`${api.url}/api/files/${ref.id}`, { headers: OWNER })).status).toBe(404);
    const submitted = await api.gql(
      `mutation($d: JSON!) { submitForm(slug: "apply", data: $d, idempotencyKey: "one") { submissionId fieldErrors { name message } } }`,
      { d: { cv: [ref], sign: { file: null, name: "Ada Lovelace" } } },
    );
    expect(submitted.body.data.submitForm.fieldErrors).toEqual([]);
    expect((await fetch(`${api.url}/api/files/${ref.id}`)).status).toBe(401);
    const download = await fetch(`${api.url}/api/files/${ref.id}`, { headers: OWNER });
    expect(download.status).toBe(200);
    expect(download.headers.get("content-disposition")).toBe(
      `attachment; filename="cv _.pdf"; filename*=UTF-8''cv%20%C3%A9.pdf`,
    );
    expect(download.headers.get("x-content-type-options")).toBe("nosniff");
    expect(download.headers.get("content-type")).toBe("application/pdf");
    expect(Buffer.from(await download.arrayBuffer()).equals(PDF)).toBe(true);
  });

  it("answers 413 past the server's limit, 400 for a refused type, 404 for an unknown form", async () => {
    const before = readdirSync(dir).length;
    const big = await upload(Buffer.concat([PDF, Buffer.alloc(10_000, 0x41)]));
    expect(big.status).toBe(413);
    expect((await big.json()).error).toMatch(/larger than the limit/);
    const text = await upload("just text, named .pdf");
    expect(text.status).toBe(400);
    expect((await text.json()).error).toMatch(/is not a type this field accepts/);
    expect((await upload(PDF, "form=nope&field=cv")).status).toBe(404);
    expect(readdirSync(dir).length).toBe(before);
  });

  it("refuses a submit that names a file nobody uploaded, with a field error", async () => {
    const submitted = await api.gql(
      `mutation($d: JSON!) { submitForm(slug: "apply", data: $d, idempotencyKey: "two") { submissionId fieldErrors { name message } } }`,
      {
        d: {
          cv: [
            {
              id: "0193a1b2-c3d4-7e5f-8a9b-000000000009",
              name: "x.pdf",
              size: 10,
              type: "application/pdf",
            },
          ],
          sign: { file: null, name: "Ada" },
        },
      },
    );
    expect(submitted.body.data.submitForm).toEqual({
      submissionId: null,
      fieldErrors: [
        {
          name: "cv",
          message: "CV: x.pdf is not a file uploaded to this field, or it was already sent",
        },
      ],
    });
  });

  describe("a form that takes no answers refuses uploads with the message a submit gets", () => {
    const HOUR = 3_600_000;
    let keys = 0;

    async function publish(slug: string, more: Record<string, unknown>) {
      const created = await api.gql(
        `mutation($d: JSON!) { createForm(document: $d) { id } }`,
        {
          d: {
            slug,
            title: "Apply",
            blocks: [{ type: "file", name: "cv", label: "CV", accept: [".pdf"] }],
            ...more,
          },
        },
        OWNER,
      );
      const id = created.body.data.createForm.id as string;
      await api.gql(`mutation($id: ID!) { publishForm(id: $id) { id } }`, { id }, OWNER);
    }

    const submit = (slug: string, language: string | null = null) =>
      api.gql(
        `mutation($s: String!, $k: String!, $l: String) { submitForm(slug: $s, data: {}, idempotencyKey: $k, language: $l) { submissionId } }`,
        { s: slug, k: `availability-${++keys}`, l: language },
      );

    /** Uploads to `slug`: the status, the error and how many files were kept. */
    async function refusedUpload(slug: string, language?: string) {
      const before = readdirSync(dir).length;
      const query = `form=${slug}&field=cv${language ? `&lang=${language}` : ""}`;
      const response = await upload(PDF, query);
      const { error } = (await response.json()) as { error?: string };
      return { status: response.status, error, kept: readdirSync(dir).length - before };
    }

    it("before it opens", async () => {
      await publish("apply-soon", {
        availability: { opensAt: new Date(Date.now() + 24 * HOUR).toISOString() },
      });
      const refused = await refusedUpload("apply-soon");
      expect(refused).toEqual({ status: 409, error: "This form is not open yet", kept: 0 });
      expect((await submit("apply-soon")).body.errors?.[0]?.message).toBe(refused.error);
    });

    it("after it closed, with its own closed message", async () => {
      await publish("apply-closed", {
        availability: {
          closesAt: new Date(Date.now() - HOUR).toISOString(),
          closedMessage: "Applications closed on Friday",
        },
      });
      const refused = await refusedUpload("apply-closed");
      expect(refused).toEqual({ status: 409, error: "Applications closed on Friday", kept: 0 });
      expect((await submit("apply-closed")).body.errors?.[0]?.message).toBe(refused.error);
    });

    it("once it is full", async () => {
      await publish("apply-full", { availability: { maxSubmissions: 1 } });
      expect((await submit("apply-full")).body.data.submitForm.submissionId).toBeTruthy();
      const refused = await refusedUpload("apply-full");
      expect(refused).toEqual({ status: 409, error: "This form is closed", kept: 0 });
      expect((await submit("apply-full")).body.errors?.[0]?.message).toBe(refused.error);
    });

    it("in the respondent's language (`lang`, as submitForm's `language`)", async () => {
      await publish("apply-soon-de", {
        language: "en",
        translations: { de: {} },
        availability: { opensAt: new Date(Date.now() + 24 * HOUR).toISOString() },
      });
      const refused = await refusedUpload("apply-soon-de", "de");
      expect(refused).toEqual({
        status: 409,
        error: "Dieses Formular ist noch nicht geöffnet",
        kept: 0,
      });
      expect((await submit("apply-soon-de", "de")).body.errors?.[0]?.message).toBe(refused.error);
    });
  });

  it("never serves a respondent file on the public image path", async () => {
    const files = readdirSync(dir).filter((f) => f.startsWith("respondent-"));
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) expect(file).toMatch(/\.bin$/);
  });
});
