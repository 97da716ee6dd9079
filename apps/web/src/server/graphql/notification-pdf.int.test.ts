import { crc32, deflateSync } from "node:zlib";
import { receiptNumber } from "@formwright/core";
import { extractText, getDocumentProxy } from "unpdf";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type SmtpSink, startSmtpSink } from "../testing/smtp-sink";
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

const SETTINGS = `attachPdf notify respondentCopyField`;
const UPDATE = `mutation($id: ID!, $notify: [String!]!, $pdf: Boolean) {
  updateFormEmailSettings(formId: $id, notify: $notify, attachPdf: $pdf) { ${SETTINGS} } }`;

describe("the owners' notification with the submission's PDF, through the API", () => {
  let api: TestServer;
  let sink: SmtpSink;
  let formId: string;

  beforeAll(async () => {
    sink = await startSmtpSink();
    api = await startTestServer({
      mail: { smtpUrl: sink.url, from: "forms@example.com" },
      outboxPollMs: 50,
      publicUrl: "https://forms.example.com",
    });
    const created = await api.gql(
      `mutation($d: JSON!) { createForm(document: $d) { id } }`,
      {
        d: {
          slug: "apply",
          title: "Job application",
          blocks: [
            { type: "text", name: "name", label: "Full name" },
            { type: "hidden", name: "source", label: "Source" },
            { type: "signature", name: "sign", label: "Signature" },
          ],
        },
      },
      OWNER,
    );
    formId = created.body.data.createForm.id;
    await api.gql(`mutation($id: ID!) { publishForm(id: $id) { id } }`, { id: formId }, OWNER);
  });
  afterAll(async () => {
    await api?.close();
    await sink?.close();
  });

  it("reads attachPdf (off until set), sets it, and keeps it when the mutation leaves it out", async () => {
    const read = async () =>
      (
        await api.gql(
          `query($id: ID!) { formEmailSettings(formId: $id) { ${SETTINGS} } }`,
          { id: formId },
          OWNER,
        )
      ).body.data.formEmailSettings;
    expect(await read()).toEqual({ attachPdf: false, notify: [], respondentCopyField: null });
    const on = await api.gql(
      UPDATE,
      { id: formId, notify: ["team@example.com"], pdf: true },
      OWNER,
    );
    expect(on.body.data.updateFormEmailSettings).toEqual({
      attachPdf: true,
      notify: ["team@example.com"],
      respondentCopyField: null,
    });
    const kept = await api.gql(UPDATE, { id: formId, notify: ["team@example.com"] }, OWNER);
    expect(kept.body.data.updateFormEmailSettings.attachPdf).toBe(true);
    expect((await read()).attachPdf).toBe(true);
    const off = await api.gql(
      UPDATE,
      { id: formId, notify: ["team@example.com"], pdf: false },
      OWNER,
    );
    expect(off.body.data.updateFormEmailSettings.attachPdf).toBe(false);
    expect((await read()).attachPdf).toBe(false);
  });

  it("mails the owners the download's PDF, its signature drawn from the server's storage", async () => {
    await api.gql(UPDATE, { id: formId, notify: ["team@example.com"], pdf: true }, OWNER);
    const uploaded = await fetch(`${api.url}/api/files?form=apply&field=sign`, {
      method: "POST",
      headers: { "x-filename": "signature.png", "content-type": "application/octet-stream" },
      body: new Uint8Array(png(40)),
    });
    expect(uploaded.status).toBe(201);
    const signature = await uploaded.json();
    const before = sink.mails.length;
    const sent = await api.gql(
      `mutation($d: JSON!) { submitForm(slug: "apply", data: $d, idempotencyKey: "pdf-mail") { submissionId fieldErrors { name } } }`,
      {
        d: {
          name: "Ada Lovelace",
          source: "newsletter-42",
          sign: { name: "Ada Lovelace", file: signature },
        },
      },
    );
    expect(sent.body.data.submitForm.fieldErrors).toEqual([]);
    const id = sent.body.data.submitForm.submissionId as string;
    const [mail] = (await sink.waitFor(before + 1)).slice(before);
    expect(mail?.subject).toBe("New submission: Job application");
    // The hidden field is in the mail's text; the PDF, as the download, holds what the respondent was shown.
    expect(mail?.text).toContain("Source: newsletter-42");
    expect(mail?.attachments.map((a) => [a.filename, a.contentType])).toEqual([
      [`apply-${receiptNumber(id)}.pdf`, "application/pdf"],
    ]);
    const content = mail?.attachments[0]?.content ?? Buffer.alloc(0);
    const pdf = await getDocumentProxy(new Uint8Array(content));
    const lines = (await extractText(pdf, { mergePages: true })).text
      .split("\n")
      .map((line) => line.trim());
    expect(lines[0]).toBe("Job application");
    expect(lines).toContain(`Reference: ${id}`);
    expect(lines).toContain("Ada Lovelace");
    expect(lines).toContain("Ada Lovelace: Signed (signature.png)");
    expect(lines.join("\n")).not.toContain("newsletter-42");
    // The signature is drawn: the worker was given the server's storage.
    expect(content.toString("latin1")).toMatch(/\/Subtype \/Image/);
  });
});
