import { mkdtempSync, readdirSync } from "node:fs";
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
});
