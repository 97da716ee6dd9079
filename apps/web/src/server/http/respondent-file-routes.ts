import type { IncomingMessage, ServerResponse } from "node:http";
import type { Database } from "../db/database";
import { NOT_SIGNED_IN } from "../graphql/errors";
import { auditActorOf, recordAudit } from "../services/audit/audit-log";
import { type BearerAttempts, resolveActor } from "../services/auth/actor";
import { ServiceError } from "../services/errors";
import type { Limiter } from "../services/rate-limits";
import { openRespondentFile } from "../services/respondent-files/open-respondent-file";
import {
  FileTooLargeError,
  saveRespondentFile,
} from "../services/respondent-files/save-respondent-file";
import { decideForActor } from "../services/workspaces/access";
import type { FileStorage } from "../storage/file-storage";

/** Where respondents upload files (`POST`), and under which signed-in users download them (`GET /api/files/<id>`). */
export const FILES_PATH = "/api/files";

/** The permission-table entry of a download. */
const DOWNLOAD_ACTION = "GET /api/files/:id";

/** The path a sent file downloads from. */
export function respondentFilePath(id: string): string {
  return `${FILES_PATH}/${encodeURIComponent(id)}`;
}

/** The file id of a download path, or null for any other path. */
export function respondentFileId(path: string): string | null {
  const match = /^\/api\/files\/([0-9a-f-]{36})$/.exec(path);
  return match?.[1] ?? null;
}

function json(res: ServerResponse, status: number, body: unknown, extra = {}) {
  if (res.headersSent) return;
  res.writeHead(status, {
    "content-type": "application/json",
    "cache-control": "no-store",
    ...extra,
  });
  res.end(JSON.stringify(body));
}

/**
 * `POST /api/files?form=<slug>&field=<name>[&lang=<tag>]`: a respondent's
 * file, the raw bytes as the body (so the browser can show progress and
 * cancel), its name in `X-Filename` (URI-encoded). Anonymous, bound to the
 * published form's `file` or `signature` field, and counted per client
 * address and form by `limiter`. Answers `201 { id, name, size, type }`; 400
 * for a file of a type the field does not take, 404 for an unknown form, 409
 * with the form's closed message (in `lang`) when it takes no answers now,
 * 413 past the size limit (found while streaming), 429 over the rate limit.
 */
export async function handleRespondentUpload(
  req: IncomingMessage,
  res: ServerResponse,
  options: {
    db: Database;
    storage: FileStorage;
    limitBytes: number;
    limiter: Limiter;
    clientKey: string;
  },
): Promise<void> {
  if (req.method !== "POST") {
    return json(res, 405, { error: "Use POST with the file as the body" }, { allow: "POST" });
  }
  const query = new URL(req.url ?? "/", "http://localhost").searchParams;
  const slug = query.get("form") ?? "";
  const fieldName = query.get("field") ?? "";
  const decision = await options.limiter.consume(`${options.clientKey}:${slug.slice(0, 64)}`);
  if (!decision.allowed) {
    req.resume();
    return json(
      res,
      429,
      { error: "Too many uploads: try again in a moment" },
      { "retry-after": String(decision.retryAfterSeconds), connection: "close" },
    );
  }
  let name = "file";
  try {
    name = decodeURIComponent(String(req.headers["x-filename"] ?? "file"));
  } catch {
    // A malformed name is not worth refusing the file for.
  }
  const declared = Number(req.headers["content-length"] ?? Number.NaN);
  try {
    const ref = await saveRespondentFile(options.db, options.storage, {
      slug,
      fieldName,
      name,
      body: req,
      declaredLength: Number.isFinite(declared) ? declared : undefined,
      serverLimitBytes: options.limitBytes,
      language: query.get("lang"),
    });
    return json(res, 201, ref);
  } catch (error) {
    if (res.destroyed) return; // the respondent cancelled: nothing to answer
    if (error instanceof FileTooLargeError) {
      // The rest of the body is not read: the connection closes after the answer.
      return json(res, 413, { error: error.message }, { connection: "close" });
    }
    if (error instanceof ServiceError) {
      return json(
        res,
        error.code === "NOT_FOUND" ? 404 : error.code === "FORM_CLOSED" ? 409 : 400,
        { error: error.message },
        { connection: "close" },
      );
    }
    throw error;
  }
}

/** `filename` for Content-Disposition: ASCII only, quotes and controls replaced. */
function asciiName(name: string): string {
  return name.replace(/[^\x20-\x7e]|["\\]/g, "_");
}

/**
 * `GET /api/files/<id>`: a file a respondent sent with a stored submission,
 * to signed-in users (cookie or bearer) with the role the permission table
 * names for {@link DOWNLOAD_ACTION}; always as an attachment, with
 * `nosniff`, never cached by shared caches. 401 / 403 / 404 otherwise (an
 * upload never sent is not found).
 */
export async function handleRespondentDownload(
  req: IncomingMessage,
  res: ServerResponse,
  options: {
    db: Database;
    storage: FileStorage;
    id: string;
    adminToken: string | undefined;
    bearerAttempts?: BearerAttempts;
    /** The client's address, for the audit log. */
    address: string;
  },
): Promise<void> {
  if (req.method !== "GET" && req.method !== "HEAD") {
    res.writeHead(405, { allow: "GET, HEAD", "content-type": "text/plain" }).end("Use GET");
    return;
  }
  const actor = await resolveActor(options.db, {
    authorization: req.headers.authorization ?? null,
    cookie: req.headers.cookie ?? null,
    adminToken: options.adminToken,
    bearerAttempts: options.bearerAttempts,
  });
  const text = { "content-type": "text/plain; charset=utf-8", "cache-control": "no-store" };
  if (!actor) {
    res.writeHead(401, { ...text, "www-authenticate": "Bearer" }).end(NOT_SIGNED_IN);
    return;
  }
  // The role in the workspace of the file's form (issue 34 §1).
  const decision = await decideForActor(options.db, actor, DOWNLOAD_ACTION, [
    ["respondentFile", options.id],
  ]);
  if (!decision.allowed && decision.reason === "forbidden") {
    res.writeHead(403, text).end(decision.message);
    return;
  }
  const file = await openRespondentFile(options.db, options.storage, options.id);
  if (!file) {
    res.writeHead(404, text).end("File not found");
    return;
  }
  // Recorded before a byte goes out: a download the log cannot record is not made.
  if (req.method === "GET") {
    try {
      await recordAudit(options.db, {
        action: "submission_file.downloaded",
        actor: auditActorOf(actor),
        address: options.address,
        target: { kind: "submission_file", id: options.id },
        details: { type: file.type, size: file.size },
      });
    } catch (error) {
      file.stream.destroy();
      throw error;
    }
  }
  res.writeHead(200, {
    "content-type": file.type,
    "content-length": String(file.size),
    "content-disposition": `attachment; filename="${asciiName(file.name)}"; filename*=UTF-8''${encodeURIComponent(file.name)}`,
    "x-content-type-options": "nosniff",
    "content-security-policy": "default-src 'none'; sandbox",
    "cache-control": "private, no-store",
  });
  if (req.method === "HEAD") {
    file.stream.destroy();
    res.end();
    return;
  }
  file.stream.pipe(res);
  res.on("close", () => file.stream.destroy());
}
