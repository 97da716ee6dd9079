import { Readable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startS3Server, type TestS3Server } from "../testing/s3-server";
import { s3SettingsFromEnvironment } from "./s3-settings";
import { s3Storage } from "./s3-storage";

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks);
}

describe("S3 file storage (against s3rver)", () => {
  let s3: TestS3Server;
  beforeAll(async () => {
    s3 = await startS3Server();
  });
  afterAll(async () => {
    await s3?.close();
  });

  it("stores, opens and deletes a file; a second instance's client sees the same files", async () => {
    const one = s3Storage(s3.settings);
    const other = s3Storage(s3.settings);
    const bytes = Buffer.from("a small image, say");
    await one.put("k1.png", bytes);
    const opened = await other.open("k1.png");
    expect(opened?.size).toBe(bytes.length);
    expect((await readAll(opened!.stream)).equals(bytes)).toBe(true);
    await other.delete("k1.png");
    expect(await one.open("k1.png")).toBeNull();
    // Deleting what is not there is no error; a key that is no id is never looked up.
    await one.delete("k1.png");
    expect(await one.open("../etc/passwd")).toBeNull();
  });

  it("streams a file larger than one part in parts, never whole", async () => {
    const storage = s3Storage(s3.settings);
    const part = Buffer.alloc(3 * 1024 * 1024, 7);
    // 12 MiB in 3 MiB chunks: three 5 MiB parts (the last one short).
    await storage.write("big.bin", Readable.from([part, part, part, part]));
    const opened = await storage.open("big.bin");
    expect(opened?.size).toBe(4 * part.length);
    expect((await readAll(opened!.stream)).length).toBe(4 * part.length);
  });

  it("leaves nothing under the key when the stream fails", async () => {
    const storage = s3Storage(s3.settings);
    const failing = new Readable({
      read() {
        this.push(Buffer.alloc(64 * 1024, 1));
        this.destroy(new Error("File is larger than the limit"));
      },
    });
    await expect(storage.write("half.bin", failing)).rejects.toThrow(/larger than the limit/);
    expect(await storage.open("half.bin")).toBeNull();
  });

  it("lists the objects under a key prefix, within its own prefix only, with when each was written", async () => {
    const storage = s3Storage({ ...s3.settings, prefix: "listing/" });
    const other = s3Storage({ ...s3.settings, prefix: "elsewhere/" });
    const before = Date.now() - 5000;
    await storage.put("respondent-a.bin", Buffer.from("a"));
    await storage.put("respondent-b.bin", Buffer.from("b"));
    await storage.put("image.png", Buffer.from("c"));
    await other.put("respondent-c.bin", Buffer.from("d"));
    const found: Array<{ key: string; modifiedAt: Date }> = [];
    for await (const file of storage.list("respondent-")) found.push(file);
    expect(found.map((f) => f.key).sort()).toEqual(["respondent-a.bin", "respondent-b.bin"]);
    for (const file of found) expect(file.modifiedAt.getTime()).toBeGreaterThan(before);
  });

  it("reads its settings from FORMWRIGHT_S3_*, naming a bad variable", () => {
    expect(s3SettingsFromEnvironment({})).toBeNull();
    expect(s3SettingsFromEnvironment(s3.env)).toEqual(s3.settings);
    expect(() => s3SettingsFromEnvironment({ FORMWRIGHT_S3_BUCKET: "x" })).toThrow(
      /FORMWRIGHT_S3_BUCKET: must be an S3 bucket name/,
    );
    expect(() =>
      s3SettingsFromEnvironment({ FORMWRIGHT_S3_ENDPOINT: "http://127.0.0.1:9000" }),
    ).toThrow(/FORMWRIGHT_S3_ENDPOINT: needs FORMWRIGHT_S3_BUCKET/);
    expect(() =>
      s3SettingsFromEnvironment({
        FORMWRIGHT_S3_BUCKET: "forms",
        FORMWRIGHT_S3_ACCESS_KEY_ID: "a",
      }),
    ).toThrow(/must be set together/);
  });
});
