import { mkdtempSync, readdirSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { ListObjectsV2Command } from "@aws-sdk/client-s3";
import { eq } from "drizzle-orm";
import { v7 as uuidv7 } from "uuid";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseConnection } from "../../db/database";
import { respondentFiles } from "../../db/schema";
import type { FileStorage } from "../../storage/file-storage";
import { localDiskStorage } from "../../storage/local-disk-storage";
import { createS3Client, s3Storage } from "../../storage/s3-storage";
import { databaseTargets } from "../../testing/databases";
import { startS3Server, type TestS3Server } from "../../testing/s3-server";
import { startTestServer, type TestServer } from "../../testing/test-server";
import { fillTokenSecret, issueFillToken } from "../fill-token";
import { createForm, publishForm } from "../forms";
import { listSpamSubmissions, markNotSpam } from "../spam";
import { submitForm } from "../submissions/submit-form";
import { openRespondentFile } from "./open-respondent-file";
import { saveRespondentFile } from "./save-respondent-file";
import { sweepRespondentFiles } from "./sweep-respondent-files";

const OWNER = { authorization: "Bearer test-admin-token" };
const PDF = Buffer.concat([Buffer.from("%PDF-1.7\n"), Buffer.alloc(2000, 0x41)]);
const HOUR = 3_600_000;

const applyDocument = (slug: string) => ({
  slug,
  title: "Apply",
  blocks: [
    { type: "text", name: "fullName", label: "Full name" },
    { type: "file", name: "cv", label: "CV", accept: [".pdf"], maxFiles: 2 },
  ],
});

/** Where the files are: the local uploads folder, or a bucket on s3rver. */
interface StorageTarget {
  name: "local disk" | "s3rver";
  /** One place of this kind per `space` (a folder, a key prefix), so suites do not sweep each other's files. */
  at: (space: string) => {
    /** The server configuration that stores files there. */
    config: { uploadsDir: string } | { s3: TestS3Server["settings"] };
    storage: FileStorage;
    /** The keys of every stored respondent file there, read without the storage under test. */
    storedKeys: () => Promise<string[]>;
  };
}

let s3: TestS3Server;
const storageTargets: StorageTarget[] = [
  {
    name: "local disk",
    at: () => {
      const dir = mkdtempSync(path.join(os.tmpdir(), "fw-file-cleanup-"));
      return {
        config: { uploadsDir: dir },
        storage: localDiskStorage(dir),
        storedKeys: async () => readdirSync(dir).filter((k) => k.startsWith("respondent-")),
      };
    },
  },
  {
    name: "s3rver",
    at: (space) => {
      const settings = { ...s3.settings, prefix: `${space}/` };
      return {
        config: { s3: settings },
        storage: s3Storage(settings),
        storedKeys: async () => {
          const client = createS3Client(settings);
          const listed = await client.send(
            new ListObjectsV2Command({ Bucket: settings.bucket, Prefix: settings.prefix }),
          );
          client.destroy();
          return (listed.Contents ?? [])
            .map((object) => (object.Key ?? "").slice(settings.prefix.length))
            .filter((k) => k.startsWith("respondent-"));
        },
      };
    },
  },
];

beforeAll(async () => {
  s3 = await startS3Server();
});
afterAll(async () => {
  await s3?.close();
});

describe.each(storageTargets)("deleting a form on $name", (target) => {
  let api: TestServer;
  let place: ReturnType<StorageTarget["at"]>;
  beforeAll(async () => {
    place = target.at("deleting");
    api = await startTestServer(place.config);
  });
  afterAll(async () => {
    await api?.close();
  });

  async function publish(slug: string): Promise<string> {
    const created = await api.gql(
      `mutation($d: JSON!) { createForm(document: $d) { id } }`,
      { d: applyDocument(slug) },
      OWNER,
    );
    const id = created.body.data.createForm.id as string;
    await api.gql(`mutation($id: ID!) { publishForm(id: $id) { id } }`, { id }, OWNER);
    return id;
  }

  const upload = async (slug: string, name: string) => {
    const response = await fetch(`${api.url}/api/files?form=${slug}&field=cv`, {
      method: "POST",
      headers: { "x-filename": name, "content-type": "application/octet-stream" },
      body: new Uint8Array(PDF),
    });
    expect(response.status).toBe(201);
    return (await response.json()) as { id: string; name: string; size: number; type: string };
  };

  const keysOf = async (formId: string) =>
    (
      await api.database.db
        .select({ key: respondentFiles.storageKey })
        .from(respondentFiles)
        .where(eq(respondentFiles.formId, formId))
    ).map((row) => row.key);

  it("removes the form's files from the storage, sent and never sent, and no other form's", async () => {
    const doomedId = await publish("doomed");
    const keptId = await publish("kept");
    const sent = await upload("doomed", "sent.pdf");
    await upload("doomed", "never-sent.pdf");
    const submitted = await api.gql(
      `mutation($d: JSON!) { submitForm(slug: "doomed", data: $d, idempotencyKey: "k1") { submissionId } }`,
      { d: { fullName: "Ada", cv: [sent] } },
    );
    expect(submitted.body.data.submitForm.submissionId).toBeTruthy();
    await upload("kept", "other-form.pdf");
    const doomedKeys = await keysOf(doomedId);
    const keptKeys = await keysOf(keptId);
    expect(doomedKeys).toHaveLength(2);
    expect(await place.storedKeys()).toEqual(expect.arrayContaining([...doomedKeys, ...keptKeys]));

    const deleted = await api.gql(
      `mutation($id: ID!) { deleteForm(id: $id) }`,
      { id: doomedId },
      OWNER,
    );
    expect(deleted.body.data.deleteForm).toBe(true);

    const left = await place.storedKeys();
    for (const key of doomedKeys) expect(left).not.toContain(key);
    expect(left).toEqual(expect.arrayContaining(keptKeys));
  });
});

describe.each(databaseTargets)("sweeping respondent files on $name", ({ name, open }) => {
  let conn: DatabaseConnection;
  beforeAll(async () => {
    conn = await open();
    const form = await createForm(conn.db, applyDocument("sweep"));
    await publishForm(conn.db, form.id);
  });
  afterAll(async () => {
    await conn?.close();
  });

  const save = (storage: FileStorage, name: string) =>
    saveRespondentFile(conn.db, storage, {
      slug: "sweep",
      fieldName: "cv",
      name,
      body: Readable.from([PDF]),
      serverLimitBytes: 1e7,
    });

  describe.each(storageTargets)("on $name", (target) => {
    let place: ReturnType<StorageTarget["at"]>;
    beforeAll(() => {
      place = target.at(`sweep-${name}`);
    });

    it("removes a stored file no row names once a day old, and keeps the files rows name", async () => {
      const { storage } = place;
      const orphan = `respondent-${uuidv7()}.bin`;
      await storage.put(orphan, PDF);
      const named = await save(storage, "named.pdf");
      const sent = await submitForm(conn.db, {
        slug: "sweep",
        data: { fullName: "Ada", cv: [named] },
        idempotencyKey: `sent-${target.name}`,
      });
      expect(sent.fieldErrors).toEqual([]);
      const [row] = await conn.db
        .select({ key: respondentFiles.storageKey })
        .from(respondentFiles)
        .where(eq(respondentFiles.id, named.id));
      // Within the grace period an object no row names may be an upload whose row is on its way.
      await sweepRespondentFiles(conn.db, storage, new Date(Date.now() + 23 * HOUR));
      expect(await place.storedKeys()).toContain(orphan);
      await sweepRespondentFiles(conn.db, storage, new Date(Date.now() + 25 * HOUR));
      const left = await place.storedKeys();
      expect(left).not.toContain(orphan);
      expect(left).toContain(row!.key);
    });

    it("keeps the file of a submission held for spam review past a day, and serves it after Not spam", async () => {
      const { storage } = place;
      const cv = await save(storage, "held.pdf");
      const fillToken = issueFillToken({
        secret: await fillTokenSecret(conn.db),
        slug: "sweep",
        now: Date.now(),
      });
      const held = await submitForm(conn.db, {
        slug: "sweep",
        data: { fullName: "Ada", cv: [cv] },
        idempotencyKey: `held-${target.name}`,
        signals: { fillToken, minFillMs: 60_000 },
      });
      expect(held.fieldErrors).toEqual([]);
      const review = await listSpamSubmissions(conn.db, { formSlug: "sweep" });
      expect(review.map((s) => s.id)).toContain(held.submissionId);

      await sweepRespondentFiles(conn.db, storage, new Date(Date.now() + 72 * HOUR));
      const moved = await markNotSpam(conn.db, String(held.submissionId));

      const opened = await openRespondentFile(conn.db, storage, cv.id);
      expect(opened).toMatchObject({ name: "held.pdf", type: "application/pdf" });
      const chunks: Buffer[] = [];
      for await (const chunk of opened!.stream) chunks.push(chunk as Buffer);
      expect(Buffer.concat(chunks).equals(PDF)).toBe(true);
      const [row] = await conn.db
        .select({ submissionId: respondentFiles.submissionId })
        .from(respondentFiles)
        .where(eq(respondentFiles.id, cv.id));
      expect(row?.submissionId).toBe(moved);
    });
  });
});

describe.each(databaseTargets)("files of a submission held for review on $name", ({ open }) => {
  let conn: DatabaseConnection;
  let storage: FileStorage;
  beforeAll(async () => {
    conn = await open();
    storage = localDiskStorage(mkdtempSync(path.join(os.tmpdir(), "fw-held-files-")));
    const form = await createForm(conn.db, applyDocument("held"));
    await publishForm(conn.db, form.id);
  });
  afterAll(async () => {
    await conn?.close();
  });

  const save = (name: string) =>
    saveRespondentFile(conn.db, storage, {
      slug: "held",
      fieldName: "cv",
      name,
      body: Readable.from([PDF]),
      serverLimitBytes: 1e7,
    });
  const send = async (key: string, data: unknown, isFast: boolean) =>
    submitForm(conn.db, {
      slug: "held",
      data,
      idempotencyKey: key,
      signals: {
        fillToken: issueFillToken({
          secret: await fillTokenSecret(conn.db),
          slug: "held",
          now: isFast ? Date.now() : Date.now() - 10 * 60_000,
        }),
        minFillMs: 60_000,
      },
    });
  const boundTo = async (fileId: string) =>
    (
      await conn.db
        .select({ submissionId: respondentFiles.submissionId })
        .from(respondentFiles)
        .where(eq(respondentFiles.id, fileId))
    )[0]?.submissionId;

  it("gives the files to the person's retry when it is stored, and keeps them there after Not spam", async () => {
    const cv = await save("retry.pdf");
    const data = { fullName: "Ada", cv: [cv] };
    const held = await send("retried", data, true);
    expect(await boundTo(cv.id)).toBe(held.submissionId);
    // The same filling sent again, now slowly enough: stored, with the held copy's file.
    const stored = await send("retried", data, false);
    expect(stored.fieldErrors).toEqual([]);
    expect(stored.submissionId).not.toBe(held.submissionId);
    expect(await boundTo(cv.id)).toBe(stored.submissionId);
    expect(await openRespondentFile(conn.db, storage, cv.id)).not.toBeNull();
    // Not spam on the held copy keeps the submission that was stored, and the file with it.
    expect(await markNotSpam(conn.db, String(held.submissionId))).toBe(stored.submissionId);
    expect(await boundTo(cv.id)).toBe(stored.submissionId);
  });

  it("holds the same filling once, with its files, however often it is sent", async () => {
    const cv = await save("twice.pdf");
    const data = { fullName: "Ada", cv: [cv] };
    const first = await send("twice", data, true);
    const again = await send("twice", data, true);
    expect(again).toEqual(first);
    expect(await boundTo(cv.id)).toBe(first.submissionId);
  });

  it("answers a held filling that names a file nobody uploaded with a field error, as any submission", async () => {
    const bogus = { id: uuidv7(), name: "x.pdf", size: 10, type: "application/pdf" };
    const held = await send("bogus", { fullName: "Ada", cv: [bogus] }, true);
    expect(held.submissionId).toBeNull();
    expect(held.fieldErrors.map((e) => e.name)).toEqual(["cv"]);
  });
});
