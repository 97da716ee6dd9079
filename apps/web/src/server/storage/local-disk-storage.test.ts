import { mkdtempSync, readdirSync, statSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { describe, expect, it } from "vitest";
import { localDiskStorage } from "./local-disk-storage";

describe("local disk storage", () => {
  it("leaves nothing behind when the stream fails before the file is even open", async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "fw-local-storage-"));
    const storage = localDiskStorage(dir);
    // Each upload stopped at once (a file over the limit in its first chunk): the write
    // stream is still opening its temporary file when the copy fails.
    for (let i = 0; i < 20; i++) {
      const failing = Readable.from(
        (async function* () {
          yield Buffer.from("x");
          throw new Error("too large");
        })(),
      );
      await expect(storage.write(`k${i}`, failing)).rejects.toThrow("too large");
      expect(readdirSync(dir)).toEqual([]);
    }
  });

  it("keeps a finished file under its key, and nothing else", async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "fw-local-storage-"));
    const storage = localDiskStorage(dir);
    await storage.write("done", Readable.from([Buffer.from("hello")]));
    expect(readdirSync(dir)).toEqual(["done"]);
  });

  it("makes its folder 0700 and its files 0600, whatever the umask", async () => {
    const root = path.join(mkdtempSync(path.join(os.tmpdir(), "fw-local-storage-")), "uploads");
    const storage = localDiskStorage(root);
    const mode = (file: string) => (statSync(file).mode & 0o777).toString(8);
    const umask = process.umask(0o022);
    try {
      await storage.put("put.png", Buffer.from("image"));
      await storage.write("written.bin", Readable.from([Buffer.from("file")]));
    } finally {
      process.umask(umask);
    }
    expect(mode(root)).toBe("700");
    expect(mode(path.join(root, "put.png"))).toBe("600");
    expect(mode(path.join(root, "written.bin"))).toBe("600");
  });

  it("lists the files under a key prefix with when each was written, and nothing before the first", async () => {
    const root = path.join(mkdtempSync(path.join(os.tmpdir(), "fw-local-storage-")), "uploads");
    const storage = localDiskStorage(root);
    const listed = async (prefix: string) => {
      const found: Array<{ key: string; modifiedAt: Date }> = [];
      for await (const file of storage.list(prefix)) found.push(file);
      return found.sort((a, b) => a.key.localeCompare(b.key));
    };
    expect(await listed("respondent-")).toEqual([]);
    const before = Date.now() - 1000;
    await storage.put("respondent-a.bin", Buffer.from("a"));
    await storage.put("respondent-b.bin", Buffer.from("b"));
    await storage.put("image.png", Buffer.from("c"));
    const files = await listed("respondent-");
    expect(files.map((f) => f.key)).toEqual(["respondent-a.bin", "respondent-b.bin"]);
    for (const file of files) expect(file.modifiedAt.getTime()).toBeGreaterThan(before);
    expect((await listed("")).map((f) => f.key)).toContain("image.png");
  });
});
