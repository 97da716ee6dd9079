import { existsSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { NOT_AN_IMAGE } from "../services/uploads";
import { startTestServer, type TestServer } from "../testing/test-server";

const OWNER = { authorization: "Bearer test-admin-token" };

function image(format: "png" | "jpeg" | "webp" | "avif" | "gif", width = 32, height = 20) {
  return sharp({ create: { width, height, channels: 3, background: "#3366cc" } })
    .toFormat(format)
    .toBuffer();
}

describe("image uploads", () => {
  let api: TestServer;
  let uploadsDir: string;
  let viewerKey: string;

  const upload = (body: Buffer | string, headers: Record<string, string> = OWNER) =>
    fetch(`${api.url}/api/uploads`, {
      method: "POST",
      headers: { "x-filename": encodeURIComponent("photo é.png"), ...headers },
      body: typeof body === "string" ? body : new Uint8Array(body),
    });

  beforeAll(async () => {
    const { mkdtempSync } = await import("node:fs");
    const os = await import("node:os");
    uploadsDir = mkdtempSync(path.join(os.tmpdir(), "fw-uploads-"));
    api = await startTestServer({ uploadsDir, uploadLimitBytes: 200_000 });
    const key = await api.gql(
      `mutation { createApiKey(name: "v", role: VIEWER) { key } }`,
      {},
      OWNER,
    );
    viewerKey = key.body.data.createApiKey.key;
  });
  afterAll(async () => {
    await api?.close();
  });

  it.each(["png", "jpeg", "webp", "avif", "gif"] as const)(
    "accepts a %s image, records its size and stores the file",
    async (format) => {
      const response = await upload(await image(format, 40, 30));
      expect(response.status).toBe(201);
      const body = (await response.json()) as {
        id: string;
        url: string;
        width: number;
        height: number;
        contentType: string;
        originalName: string;
      };
      expect(body).toMatchObject({ width: 40, height: 30, originalName: "photo é.png" });
      expect(body.contentType).toBe(`image/${format}`);
      expect(body.url).toMatch(/^\/uploads\/[0-9a-f-]+\.(png|jpg|webp|avif|gif)$/);
      expect(existsSync(path.join(uploadsDir, body.url.replace("/uploads/", "")))).toBe(true);
      const listed = await api.gql(`{ uploads { id url } }`, {}, OWNER);
      expect(listed.body.data.uploads.map((u: { id: string }) => u.id)).toContain(body.id);
    },
  );

  it("stores and serves an image under the extension of the type its bytes have, not its name", async () => {
    const response = await upload(await image("png"), { ...OWNER, "x-filename": "x.exe" });
    expect(response.status).toBe(201);
    const body = (await response.json()) as { url: string; contentType: string };
    expect(body.contentType).toBe("image/png");
    expect(body.url).toMatch(/^\/uploads\/[0-9a-f-]+\.png$/);
    expect(existsSync(path.join(uploadsDir, body.url.replace("/uploads/", "")))).toBe(true);
  });

  it("refuses a file that is not an image, whatever its name says", async () => {
    const response = await upload("this is not an image at all", {
      ...OWNER,
      "content-type": "image/png",
      "x-filename": "renamed.png",
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: NOT_AN_IMAGE });
  });

  it("refuses an image over 40 megapixels by its header, with a clear message", async () => {
    // 8000 × 6000 of one colour: 48 megapixels in a few kilobytes.
    const bomb = await sharp({
      create: { width: 8000, height: 6000, channels: 3, background: "#3366cc" },
    })
      .png({ palette: true, compressionLevel: 9 })
      .toBuffer();
    expect(bomb.length).toBeLessThan(200_000);
    const response = await upload(bomb);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error:
        "The image is 8000 × 6000 pixels (48 megapixels): images of at most 40 megapixels can be uploaded",
    });
  });

  it("refuses a file over the limit with a clear message", async () => {
    const big = Buffer.alloc(250_000, 1);
    const response = await upload(big);
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ error: "The file is larger than the limit of 0.2 MB" });
  });

  it("refuses anonymous and viewer uploads", async () => {
    const png = await image("png");
    expect((await upload(png, {})).status).toBe(401);
    expect((await upload(png, { authorization: `Bearer ${viewerKey}` })).status).toBe(403);
  });

  it("refuses a cookie-authenticated upload without the CSRF header", async () => {
    const response = await upload(await image("png"), { cookie: "fw_session=anything" });
    expect(response.status).toBe(403);
  });

  it("deletes an upload and its file", async () => {
    const made = (await (await upload(await image("png"))).json()) as { id: string; url: string };
    const file = path.join(uploadsDir, made.url.replace("/uploads/", ""));
    const deleted = await api.gql(
      `mutation($id: ID!) { deleteUpload(id: $id) }`,
      { id: made.id },
      OWNER,
    );
    expect(deleted.body.data.deleteUpload).toBe(true);
    expect(existsSync(file)).toBe(false);
  });
});
