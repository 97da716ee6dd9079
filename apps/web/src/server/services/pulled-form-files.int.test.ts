import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type DatabaseConnection, openDatabase } from "../db/database";
import { localDiskStorage } from "../storage/local-disk-storage";
import { contactDocument } from "../testing/fixtures";
import { createForm } from "./forms";
import { pulledFormFiles } from "./pulled-form-files";
import { DEFAULT_UPLOAD_LIMIT_BYTES, saveUpload } from "./uploads";

describe("pulledFormFiles", () => {
  let conn: DatabaseConnection;
  beforeAll(async () => {
    conn = await openDatabase({ dataDir: "memory://" });
  }, 180_000);
  afterAll(async () => {
    await conn?.close();
  });

  it("pulls the images of unpublished drafts too, and names the draft and image this instance lacks", async () => {
    const storage = localDiskStorage(mkdtempSync(path.join(os.tmpdir(), "formwright-uploads-")));
    const data = await sharp({
      create: { width: 8, height: 8, channels: 3, background: "#000000" },
    })
      .png()
      .toBuffer();
    const photo = await saveUpload(conn.db, storage, {
      data,
      originalName: "photo.png",
      createdBy: null,
      limitBytes: DEFAULT_UPLOAD_LIMIT_BYTES,
    });
    const images = [photo.url, "/uploads/gone.png", "/samples/sample-1.jpg"].map((src) => ({
      type: "image",
      src,
      alt: "An image",
    }));
    await createForm(conn.db, contactDocument({ slug: "draft-only", blocks: images }));

    const pulled = await pulledFormFiles({ db: conn.db, storage });

    expect(pulled.files.map((f) => f.path)).toEqual([
      "drafts/draft-only.json",
      `uploads/${photo.url.slice("/uploads/".length)}`,
    ]);
    expect(pulled.files[1]?.content).toEqual(data);
    expect(pulled).toMatchObject({ forms: 1, live: 0, images: 1 });
    expect(pulled.warnings).toEqual([
      "drafts/draft-only.json: image /uploads/gone.png is not in this instance's uploads; not pulled",
    ]);
  });
});
