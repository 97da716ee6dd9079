import { mkdtempSync, readdirSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startS3Server, type TestS3Server } from "../testing/s3-server";
import { createScratchDatabase, type ScratchDatabase } from "../testing/scratch-postgres";
import { startTestServer, type TestServer } from "../testing/test-server";
import { s3Storage } from "./s3-storage";

const OWNER = { authorization: "Bearer test-admin-token" };
const PDF = Buffer.concat([Buffer.from("%PDF-1.4\n"), Buffer.alloc(3000, 0x42)]);
const document = {
  slug: "apply",
  title: "Apply",
  blocks: [{ type: "file", name: "cv", label: "CV", accept: [".pdf"] }],
};

async function publish(api: TestServer): Promise<void> {
  const created = await api.gql(
    `mutation($d: JSON!) { createForm(document: $d) { id } }`,
    { d: document },
    OWNER,
  );
  await api.gql(
    `mutation($id: ID!) { publishForm(id: $id) { id } }`,
    { id: created.body.data.createForm.id },
    OWNER,
  );
}

/** Uploads a PDF as a respondent, sends it with the form, and answers the file's id. */
async function sendFile(api: TestServer, key: string): Promise<string> {
  const uploaded = await fetch(`${api.url}/api/files?form=apply&field=cv`, {
    method: "POST",
    headers: { "x-filename": "cv.pdf", "content-type": "application/octet-stream" },
    body: new Uint8Array(PDF),
  });
  expect(uploaded.status).toBe(201);
  const ref = (await uploaded.json()) as { id: string };
  const sent = await api.gql(
    `mutation($d: JSON!, $k: String!) { submitForm(slug: "apply", data: $d, idempotencyKey: $k) { submissionId fieldErrors { message } } }`,
    { d: { cv: [ref] }, k: key },
  );
  expect(sent.body.data.submitForm.fieldErrors).toEqual([]);
  return ref.id;
}

describe("uploads in an S3-compatible bucket", () => {
  let s3: TestS3Server;
  let api: TestServer;
  let uploadsDir: string;

  beforeAll(async () => {
    s3 = await startS3Server();
    uploadsDir = mkdtempSync(path.join(os.tmpdir(), "fw-s3-local-"));
    api = await startTestServer({ uploadsDir, s3: s3.settings });
    await publish(api);
  });
  afterAll(async () => {
    await api?.close();
    await s3?.close();
  });

  it("keeps an editor image and a respondent file in the bucket, none on the local disk", async () => {
    const png = await sharp({
      create: { width: 8, height: 6, channels: 3, background: "#3366cc" },
    })
      .png()
      .toBuffer();
    const image = await fetch(`${api.url}/api/uploads`, {
      method: "POST",
      headers: { "x-filename": "photo.png", ...OWNER },
      body: new Uint8Array(png),
    });
    expect(image.status).toBe(201);
    const { url } = (await image.json()) as { url: string };
    const stored = await s3Storage(s3.settings).open(url.replace("/uploads/", ""));
    expect(stored?.size).toBe(png.length);
    stored?.stream.destroy();

    const id = await sendFile(api, "s3-one");
    const download = await fetch(`${api.url}/api/files/${id}`, { headers: OWNER });
    expect(download.status).toBe(200);
    expect(Buffer.from(await download.arrayBuffer()).equals(PDF)).toBe(true);
    expect(readdirSync(uploadsDir)).toEqual([]);
  });
});

/** Two instances behind a load balancer: one database, one bucket. */
describe.skipIf(!process.env.TEST_DATABASE_URL)(
  "two instances on one PostgreSQL and one bucket",
  () => {
    let s3: TestS3Server;
    let scratch: ScratchDatabase;
    let a: TestServer;
    let b: TestServer;

    beforeAll(async () => {
      s3 = await startS3Server();
      scratch = await createScratchDatabase(process.env.TEST_DATABASE_URL as string);
      [a, b] = (await Promise.all(
        [0, 1].map(() =>
          startTestServer({
            databaseUrl: scratch.url,
            s3: s3.settings,
            uploadsDir: mkdtempSync(path.join(os.tmpdir(), "fw-s3-instance-")),
          }),
        ),
      )) as [TestServer, TestServer];
      await publish(a);
    });
    afterAll(async () => {
      await Promise.all([a?.close(), b?.close()]);
      await scratch?.drop();
      await s3?.close();
    });

    it("serves a file uploaded through one instance from the other", async () => {
      const id = await sendFile(a, "two-instances");
      const download = await fetch(`${b.url}/api/files/${id}`, { headers: OWNER });
      expect(download.status).toBe(200);
      expect(Buffer.from(await download.arrayBuffer()).equals(PDF)).toBe(true);
    });
  },
);
