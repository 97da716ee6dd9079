import type { Readable } from "node:stream";
import {
  DeleteObjectCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from "@aws-sdk/client-s3";
import { Upload } from "@aws-sdk/lib-storage";
import type { FileStorage } from "./file-storage";
import type { S3Settings } from "./s3-settings";

const SAFE_KEY = /^[A-Za-z0-9][A-Za-z0-9._-]{0,199}$/;

/** A multipart part: S3's minimum is 5 MiB; a file smaller than one part is one PutObject. */
const PART_BYTES = 5 * 1024 * 1024;

function isMissing(error: unknown): boolean {
  return (
    error instanceof NoSuchKey ||
    (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404)
  );
}

/**
 * The S3 client for the settings. Checksums only where S3 requires them:
 * the SDK's default (a CRC32 trailer on every upload) is not understood by
 * every S3-compatible server.
 */
export function createS3Client(settings: S3Settings): S3Client {
  return new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    // A copy: the SDK marks the object it is given (`$source`).
    credentials: settings.credentials && { ...settings.credentials },
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
  });
}

/**
 * Files in an S3-compatible bucket, so that every instance of the server sees
 * the same uploads. A stream is uploaded in parts as it arrives (never held
 * whole); a failed upload is aborted, leaving nothing under the key. Objects
 * are private: they are read only through this storage, by the server.
 *
 * @example
 * const storage = s3Storage({ bucket: "forms", prefix: "", region: "us-east-1", forcePathStyle: false });
 */
export function s3Storage(
  settings: S3Settings,
  client: S3Client = createS3Client(settings),
): FileStorage {
  const objectKey = (key: string) => {
    // Keys come from our own ids, but a key read from a URL is checked all the same.
    if (!SAFE_KEY.test(key) || key.includes("..")) throw new Error(`Invalid storage key: ${key}`);
    return `${settings.prefix}${key}`;
  };
  const Bucket = settings.bucket;
  return {
    async put(key, data) {
      await client.send(new PutObjectCommand({ Bucket, Key: objectKey(key), Body: data }));
    },
    async write(key, stream) {
      const upload = new Upload({
        client,
        params: { Bucket, Key: objectKey(key), Body: stream },
        partSize: PART_BYTES,
        queueSize: 1,
        leavePartsOnError: false,
      });
      // A stream that fails (too large, the client went away) must fail the upload too.
      const failed = new Promise<never>((_, reject) => {
        stream.once("error", (error) => {
          void upload.abort().catch(() => {});
          reject(error);
        });
      });
      failed.catch(() => {});
      await Promise.race([upload.done(), failed]);
    },
    async open(key) {
      let Key: string;
      try {
        Key = objectKey(key);
      } catch {
        return null;
      }
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key }));
        if (!object.Body) return null;
        return { stream: object.Body as Readable, size: object.ContentLength ?? 0 };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async delete(key) {
      // S3 answers a delete of a missing key with success.
      await client.send(new DeleteObjectCommand({ Bucket, Key: objectKey(key) }));
    },
    async *list(prefix) {
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({
            Bucket,
            Prefix: `${settings.prefix}${prefix}`,
            ContinuationToken,
          }),
        );
        for (const object of page.Contents ?? []) {
          const key = object.Key?.slice(settings.prefix.length) ?? "";
          // Only keys this storage could have written (none in a "folder" below the prefix).
          if (!SAFE_KEY.test(key) || key.includes("..") || !object.LastModified) continue;
          yield { key, modifiedAt: object.LastModified };
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },
  };
}
