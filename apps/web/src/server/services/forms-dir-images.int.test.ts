import { mkdirSync, mkdtempSync, symlinkSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type DatabaseConnection, openDatabase } from "../db/database";
import { localDiskStorage } from "../storage/local-disk-storage";
import { contactDocument } from "../testing/fixtures";
import { FormFileError } from "./form-file";
import { findFormBySlug } from "./forms";
import { syncFormsDirectory } from "./forms-as-code";
import { listUploads, NOT_AN_IMAGE, tooLargeMessage } from "./uploads";

const LIMIT_BYTES = 20_000;

function tempDir(name: string): string {
  return mkdtempSync(path.join(os.tmpdir(), `formwright-${name}-`));
}

function png(width: number, height: number, noise = false): Promise<Buffer> {
  const create = { width, height, channels: 3 as const, background: "#3366cc" };
  return sharp({
    create: noise ? { ...create, noise: { type: "gaussian", mean: 128, sigma: 60 } } : create,
  })
    .png()
    .toBuffer();
}

/** A forms folder with one form showing each `src`, and `files` under its `uploads/`. */
function formsFolder(srcs: string[], files: Record<string, Buffer | string> = {}): string {
  const dir = tempDir("forms-dir");
  const blocks = srcs.map((src, i) => ({ type: "image", src, alt: `Image ${i + 1}` }));
  writeFileSync(
    path.join(dir, "gallery.json"),
    JSON.stringify(
      contactDocument({ slug: "gallery", blocks: [...blocks, ...contactDocument().blocks] }),
    ),
  );
  mkdirSync(path.join(dir, "uploads"));
  for (const [name, content] of Object.entries(files))
    writeFileSync(path.join(dir, "uploads", name), content);
  return dir;
}

describe("forms folder images", () => {
  let conn: DatabaseConnection;
  beforeAll(async () => {
    conn = await openDatabase({ dataDir: "memory://" });
  }, 180_000);
  afterAll(async () => {
    await conn?.close();
  });

  it("stores the images a form names, warns (naming the form file and the image) about each it cannot, and still provisions the form", async () => {
    const dir = formsFolder(
      [
        "/uploads/ok.png",
        "/uploads/missing.png",
        "/uploads/fake.png",
        "/uploads/named-wrong.jpg",
        "/uploads/big.png",
        "/uploads/outside.png",
        "/uploads/a/b.png",
      ],
      {
        "ok.png": await png(40, 30),
        "fake.png": "root:x:0:0:root:/root:/bin/bash\n",
        "named-wrong.jpg": await png(40, 30),
        "big.png": await png(200, 200, true),
      },
    );
    // A link out of the folder, to an image that would pass every other check.
    const elsewhere = path.join(tempDir("elsewhere"), "secret.png");
    writeFileSync(elsewhere, await png(40, 30));
    symlinkSync(elsewhere, path.join(dir, "uploads", "outside.png"));
    const storage = localDiskStorage(tempDir("uploads"));

    const synced = await syncFormsDirectory({ db: conn.db, dir, storage, limitBytes: LIMIT_BYTES });

    const form = path.join(dir, "gallery.json");
    const folder = path.join(dir, "uploads");
    expect(synced.forms.map((r) => [r.slug, r.outcome])).toEqual([["gallery", "created"]]);
    expect(synced.images).toEqual([{ src: "/uploads/ok.png", outcome: "created" }]);
    const notProvisioned = (src: string, why: string) =>
      `${form}: image ${src} not provisioned: ${why}; the form is provisioned without it`;
    expect(synced.warnings).toEqual([
      notProvisioned("/uploads/missing.png", `${folder}/missing.png does not exist`),
      notProvisioned("/uploads/fake.png", NOT_AN_IMAGE),
      notProvisioned(
        "/uploads/named-wrong.jpg",
        "The file is a PNG image: its name must end in .png",
      ),
      notProvisioned("/uploads/big.png", tooLargeMessage(LIMIT_BYTES)),
      notProvisioned("/uploads/outside.png", `${folder}/outside.png leads outside ${folder}`),
      `${form}: image /uploads/a/b.png is not an upload's name (one plain file name after /uploads/): it will not show`,
    ]);
    expect((await listUploads(conn.db)).map((u) => u.url)).toEqual(["/uploads/ok.png"]);
    for (const key of ["missing.png", "fake.png", "named-wrong.jpg", "big.png", "outside.png"]) {
      expect(await storage.open(key)).toBeNull();
    }
    expect(await findFormBySlug(conn.db, "gallery")).not.toBeNull();
  });

  it("follows a link that stays inside the folder, as a Kubernetes ConfigMap's files are", async () => {
    const dir = formsFolder(["/uploads/linked.png"]);
    mkdirSync(path.join(dir, "uploads", "..data"));
    writeFileSync(path.join(dir, "uploads", "..data", "linked.png"), await png(20, 10));
    symlinkSync("..data/linked.png", path.join(dir, "uploads", "linked.png"));
    const storage = localDiskStorage(tempDir("uploads"));

    const synced = await syncFormsDirectory({ db: conn.db, dir, storage, limitBytes: LIMIT_BYTES });

    expect(synced.images).toEqual([{ src: "/uploads/linked.png", outcome: "created" }]);
    expect(synced.warnings).toEqual([]);
    expect(await storage.open("linked.png")).not.toBeNull();
  });

  it("refuses a document naming an image outside the folder before reading or writing anything", async () => {
    const dir = formsFolder(["/uploads/../../etc/passwd"]);
    const storage = localDiskStorage(tempDir("uploads"));
    const before = await listUploads(conn.db);

    await expect(
      syncFormsDirectory({ db: conn.db, dir, storage, limitBytes: LIMIT_BYTES }),
    ).rejects.toThrow(FormFileError);

    expect(await listUploads(conn.db)).toEqual(before);
  });
});
