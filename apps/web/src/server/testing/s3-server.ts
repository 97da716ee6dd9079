import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { CreateBucketCommand } from "@aws-sdk/client-s3";
import S3rver from "s3rver";
import type { S3Settings } from "../storage/s3-settings";
import { createS3Client } from "../storage/s3-storage";

/** An S3-compatible server on loopback (s3rver, files in a temporary folder). */
export interface TestS3Server {
  /** Settings of a fresh bucket on it, for `s3Storage` or a test server's `s3`. */
  settings: S3Settings;
  /** The same as environment variables (`FORMWRIGHT_S3_*`). */
  env: Record<string, string>;
  close: () => Promise<void>;
}

/**
 * Starts s3rver on a free loopback port with one empty bucket.
 *
 * @example
 * const s3 = await startS3Server();
 * const storage = s3Storage(s3.settings);
 */
export async function startS3Server(bucket = "formwright-test"): Promise<TestS3Server> {
  const directory = mkdtempSync(path.join(os.tmpdir(), "formwright-s3-"));
  const server = new S3rver({ port: 0, address: "127.0.0.1", silent: true, directory });
  const { port } = (await server.run()) as { port: number };
  const endpoint = `http://127.0.0.1:${port}`;
  const settings: S3Settings = {
    bucket,
    prefix: "uploads/",
    region: "us-east-1",
    endpoint,
    forcePathStyle: true,
    // s3rver's own fixed credentials.
    credentials: { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" },
  };
  const client = createS3Client(settings);
  await client.send(new CreateBucketCommand({ Bucket: bucket }));
  client.destroy();
  return {
    settings,
    env: {
      FORMWRIGHT_S3_BUCKET: bucket,
      FORMWRIGHT_S3_PREFIX: settings.prefix,
      FORMWRIGHT_S3_ENDPOINT: endpoint,
      FORMWRIGHT_S3_ACCESS_KEY_ID: "S3RVER",
      FORMWRIGHT_S3_SECRET_ACCESS_KEY: "S3RVER",
    },
    close: async () => {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
