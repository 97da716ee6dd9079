import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { crc32, deflateSync } from "node:zlib";
import { extractText, getDocumentProxy } from "unpdf";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fromBuffer as zipFromBuffer } from "yauzl";
import { startTestServer, type TestServer } from "../testing/test-server";

const OWNER = { authorization: "Bearer test-admin-token" };

/** A real PNG, `width` × 1, black (what a signature pad sends, smaller). */
function png(width: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(1, 4);
  header.set([8, 0, 0, 0, 0], 8); // 8-bit greyscale
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(Buffer.alloc(width + 1, 0))),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}
const PNG = png(40);
const CV = Buffer.concat([Buffer.from("%PDF-1.4\n"), Buffer.alloc(2000, 0x42)]);

/** The text of a PDF as PDF.js reads it back, one line per line. */
async function pdfLines(bytes: ArrayBuffer | Buffer): Promise<string[]> {
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  const { text } = await extractText(pdf, { mergePages: true });
  return text
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean);
}

/** The entries of a zip: name and bytes. */
function unzip(bytes: Buffer): Promise<Array<{ name: string; data: Buffer }>> {
  return new Promise((resolve, reject) => {
    zipFromBuffer(bytes, { lazyEntries: true }, (error, zip) => {
      if (error || !zip) return reject(error);
      const entries: Array<{ name: string; data: Buffer }> = [];
      zip.on("entry", (entry) => {
        zip.openReadStream(entry, async (streamError, stream) => {
          if (streamError || !stream) return reject(streamError);
          const chunks: Buffer[] = [];
          for await (const chunk of stream) chunks.push(chunk as Buffer);
          entries.push({ name: entry.fileName, data: Buffer.concat(chunks) });
          zip.readEntry();
        });
      });
      zip.on("end", () => resolve(entries));
      zip.on("error", reject);
      zip.readEntry();
    });
  });
}

describe("a submission as a PDF", () => {
  let api: TestServer;
  const ids = { form: "", arabicForm: "", english: "", arabic: "", cv: "", signature: "" };

  const upload = async (data: Buffer, query: string, name: string) => {
    const response = await fetch(`${api.url}/api/files?${query}`, {
      method: "POST",
      headers: { "x-filename": name, "content-type": "application/octet-stream" },
      body: new Uint8Array(data),
    });
    expect(response.status).toBe(201);
    return (await response.json()) as { id: string; name: string; size: number; type: string };
  };

  const createPublished = async (document: Record<string, unknown>) => {
    const created = await api.gql(
      `mutation($d: JSON!) { createForm(document: $d) { id } }`,
      { d: document },
      OWNER,
    );
    const id = created.body.data.createForm.id as string;
    await api.gql(`mutation($id: ID!) { publishForm(id: $id) { id } }`, { id }, OWNER);
    return id;
  };

  const submit = async (slug: string, data: unknown, key: string, language?: string) => {
    const sent = await api.gql(
      `mutation($s: String!, $d: JSON!, $k: String!, $l: String) { submitForm(slug: $s, data: $d, idempotencyKey: $k, language: $l) { submissionId fieldErrors { name message } } }`,
      { s: slug, d: data, k: key, l: language ?? null },
    );
    expect(sent.body.data.submitForm.fieldErrors).toEqual([]);
    return sent.body.data.submitForm.submissionId as string;
  };

  beforeAll(async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "fw-pdf-route-"));
    api = await startTestServer({ uploadsDir: dir });
    ids.form = await createPublished({
      slug: "apply",
      title: "Job application",
      blocks: [
        { type: "text", name: "name", label: "Full name" },
        {
          type: "radio",
          name: "shift",
          label: "Preferred shift",
          options: [
            { value: "am", label: "Morning" },
            { value: "pm", label: "Evening" },
          ],
        },
        { type: "checkbox", name: "agree", label: "I agree to the terms" },
        { type: "textarea", name: "notes", label: "Anything else?" },
        { type: "hidden", name: "source", label: "Source" },
        { type: "file", name: "cv", label: "CV", accept: [".pdf"] },
        { type: "signature", name: "sign", label: "Signature" },
      ],
    });
    const cv = await upload(CV, "form=apply&field=cv", "cv.pdf");
    const signature = await upload(PNG, "form=apply&field=sign", "signature.png");
    ids.cv = cv.id;
    ids.signature = signature.id;
    ids.english = await submit(
      "apply",
      {
        name: "Ada Lovelace",
        shift: "am",
        agree: true,
        source: "newsletter-42",
        cv: [cv],
        sign: { name: "Ada Lovelace", file: signature },
      },
      "en-1",
      "en",
    );
    ids.arabicForm = await createPublished({
      slug: "survey-ar",
      title: "استبيان رضا العملاء",
      language: "ar",
      blocks: [
        { type: "text", name: "name", label: "الاسم الكامل" },
        {
          type: "radio",
          name: "rating",
          label: "كيف تقيم الخدمة؟",
          options: [
            { value: "good", label: "ممتازة" },
            { value: "bad", label: "سيئة" },
          ],
        },
        { type: "textarea", name: "comment", label: "ملاحظات إضافية" },
      ],
    });
    ids.arabic = await submit(
      "survey-ar",
      { name: "سارة أحمد", rating: "good", comment: "الخدمة سريعة والموظفون لطفاء" },
      "ar-1",
      "ar",
    );
  });
  afterAll(async () => {
    await api?.close();
  });

  it("gives an owner the PDF: title, when, version, each shown answer in words, file links, a drawn signature", async () => {
    const response = await fetch(`${api.url}/api/submissions/${ids.english}.pdf`, {
      headers: OWNER,
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    expect(response.headers.get("content-disposition")).toMatch(
      /^attachment; filename="apply-[\dA-F-]+\.pdf"$/,
    );
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(bytes.subarray(0, 5).toString()).toBe("%PDF-");
    const lines = await pdfLines(bytes);
    expect(lines[0]).toBe("Job application");
    expect(lines).toContain("Version: 1");
    expect(lines).toContain("Language: English");
    expect(lines).toContain(`Reference: ${ids.english}`);
    expect(lines.some((line) => /^Sent: .+ \d{4}.+UTC$/.test(line))).toBe(true);
    const answers = lines.slice(lines.indexOf(`Reference: ${ids.english}`) + 1);
    expect(answers).toEqual([
      "Full name",
      "Ada Lovelace",
      "Preferred shift",
      "Morning",
      "I agree to the terms",
      "Yes",
      "Anything else?",
      "(no answer)",
      "CV",
      "cv.pdf (2.0 kB)",
      `cv.pdf: ${api.url}/api/files/${ids.cv}`,
      "Signature",
      "Ada Lovelace: Signed (signature.png)",
    ]);
    // The hidden field is no question the respondent was shown.
    expect(lines.join("\n")).not.toContain("newsletter-42");
    const raw = bytes.toString("latin1");
    expect(raw).toContain(`/URI (${api.url}/api/files/${ids.cv})`);
    expect(raw).toMatch(/\/Subtype \/Image/);
  });

  it("writes an Arabic submission right to left in Arabic, and it reads back as written", async () => {
    const response = await fetch(`${api.url}/api/submissions/${ids.arabic}.pdf`, {
      headers: OWNER,
    });
    expect(response.status).toBe(200);
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(bytes.toString("latin1")).toContain("/Lang (ar)");
    const lines = await pdfLines(bytes);
    expect(lines[0]).toBe("استبيان رضا العملاء");
    expect(lines).toContain("اللغة: العربية");
    expect(lines).toContain("Version: 1");
    expect(lines.slice(-6)).toEqual([
      "الاسم الكامل",
      "سارة أحمد",
      "كيف تقيم الخدمة؟",
      "ممتازة",
      "ملاحظات إضافية",
      "الخدمة سريعة والموظفون لطفاء",
    ]);
  });

  it("refuses anyone not signed in (401), an unknown submission (404) and other methods (405)", async () => {
    const anonymous = await fetch(`${api.url}/api/submissions/${ids.english}.pdf`);
    expect(anonymous.status).toBe(401);
    expect(anonymous.headers.get("www-authenticate")).toBe("Bearer");
    const unknown = await fetch(
      `${api.url}/api/submissions/00000000-0000-4000-8000-000000000000.pdf`,
      { headers: OWNER },
    );
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).toBe("Submission not found");
    const post = await fetch(`${api.url}/api/submissions/${ids.english}.pdf`, {
      method: "POST",
      headers: OWNER,
    });
    expect(post.status).toBe(405);
    expect((await fetch(`${api.url}/api/forms/${ids.form}/submissions.pdf.zip`)).status).toBe(401);
    const unknownForm = await fetch(
      `${api.url}/api/forms/00000000-0000-4000-8000-000000000000/submissions.pdf.zip`,
      { headers: OWNER },
    );
    expect(unknownForm.status).toBe(404);
  });

  it("zips every submission of a form as a PDF, oldest first", async () => {
    const second = await submit("apply", { name: "Grace Hopper", shift: "pm" }, "en-2", "en");
    const response = await fetch(`${api.url}/api/forms/${ids.form}/submissions.pdf.zip`, {
      headers: OWNER,
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/zip");
    expect(response.headers.get("content-disposition")).toMatch(
      /^attachment; filename="apply-submissions-\d{4}-\d{2}-\d{2}\.zip"$/,
    );
    const entries = await unzip(Buffer.from(await response.arrayBuffer()));
    expect(entries.map((entry) => entry.name)).toHaveLength(2);
    for (const entry of entries) expect(entry.name).toMatch(/^apply-[\dA-F-]+\.pdf$/);
    const [first, last] = await Promise.all(entries.map((entry) => pdfLines(entry.data)));
    expect(first).toContain(`Reference: ${ids.english}`);
    expect(last).toContain(`Reference: ${second}`);
    expect(last).toContain("Evening");
  });

  it("records each download in the audit log", async () => {
    const { body } = await api.gql(
      `{ pdf: auditLog(action: "submission.pdf_downloaded") { nodes { targetId } }
         zip: auditLog(action: "submissions.pdfs_downloaded") { nodes { targetId } } }`,
      {},
      OWNER,
    );
    expect(body.data.pdf.nodes.map((n: { targetId: string }) => n.targetId)).toContain(ids.arabic);
    expect(body.data.zip.nodes.map((n: { targetId: string }) => n.targetId)).toContain(ids.form);
  });
});
