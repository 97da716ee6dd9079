import type { IncomingMessage, ServerResponse } from "node:http";
import { CSRF_HEADER } from "@formwright/core";
import type { Database } from "../db/database";
import { auditActorOf, audited } from "../services/audit/audit-log";
import { type BearerAttempts, resolveActor } from "../services/auth/actor";
import { ServiceError } from "../services/errors";
import { saveUpload, tooLargeMessage } from "../services/uploads";
import {
  chooseWorkspace,
  decideForActor,
  type WorkspaceAccess,
  workspaceOfTarget,
} from "../services/workspaces/access";
import { getWorkspace } from "../services/workspaces/workspaces";
import type { FileStorage } from "../storage/file-storage";
import { isSameOrigin } from "./same-origin";

/** Path images are uploaded to. */
export const UPLOAD_PATH = "/api/uploads";

/** This route in the permission table. */
const UPLOAD_ACTION = "POST /api/uploads";

function json(
  res: ServerResponse,
  status: number,
  body: unknown,
  extra: Record<string, string> = {},
) {
  res.writeHead(status, {
    "content-type": "application/json",
    "cache-control": "no-store",
    ...extra,
  });
  res.end(JSON.stringify(body));
}

/** Reads the body up to the limit; past it, stops reading and answers null. */
async function readLimited(req: IncomingMessage, limit: number): Promise<Buffer | null> {
  const declared = Number(req.headers["content-length"] ?? Number.NaN);
  if (declared > limit) return null;
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > limit) return null;
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/**
 * `POST /api/uploads`: the raw file as the body (the browser sends the File
 * itself, so it can show upload progress), its name in `X-Filename`
 * (URI-encoded). The role the permission table names for {@link UPLOAD_ACTION}
 * (editor) and up. Answers the stored image as JSON.
 */
export async function handleUpload(
  req: IncomingMessage,
  res: ServerResponse,
  options: {
    db: Database;
    storage: FileStorage;
    limitBytes: number;
    adminToken: string | undefined;
    /** Failed bearer credentials of this request's address. */
    bearerAttempts?: BearerAttempts;
    /** The client address, for the audit log. */
    address?: string | null;
  },
): Promise<void> {
  if (req.method !== "POST") {
    return json(res, 405, { error: "Use POST with the file as the body" }, { allow: "POST" });
  }
  // The session cookie counts only from our own pages.
  const cookie = isSameOrigin(req) ? (req.headers.cookie ?? null) : null;
  // With a cookie session the request must prove it is not cross-site.
  if (cookie && !req.headers[CSRF_HEADER]) {
    return json(res, 403, { error: `Missing the ${CSRF_HEADER} header` });
  }
  const actor = await resolveActor(options.db, {
    authorization: req.headers.authorization ?? null,
    cookie,
    adminToken: options.adminToken,
    bearerAttempts: options.bearerAttempts,
  });
  if (!actor) return json(res, 401, { error: "Sign in, or send an API key, to upload" });
  // Images belong to a workspace (issue 34 §1): `?workspaceId=`, the workspace of
  // `?formId=` (the form being edited), or the caller's only one.
  const query = new URL(req.url ?? "/", "http://localhost").searchParams;
  const formId = query.get("formId");
  const given =
    query.get("workspaceId") ??
    (formId ? await workspaceOfTarget(options.db, "form", formId) : null);
  if (formId && !given) return json(res, 404, { error: "Form not found" });
  const decision = await decideForActor(
    options.db,
    actor,
    UPLOAD_ACTION,
    given ? [["workspace", given]] : [],
  );
  if (!decision.allowed) {
    const message = decision.reason === "forbidden" ? decision.message : "Sign in to upload";
    return json(res, 403, { error: message.replace(/^Forbidden: this/, "Uploading") });
  }
  let workspaceId: string;
  try {
    workspaceId = given
      ? (await getWorkspace(options.db, given)).id
      : await chooseWorkspace(options.db, decision.access as WorkspaceAccess, UPLOAD_ACTION);
  } catch (error) {
    if (error instanceof ServiceError) {
      return json(res, error.code === "NOT_FOUND" ? 404 : 400, { error: error.message });
    }
    throw error;
  }
  const data = await readLimited(req, options.limitBytes);
  if (!data) {
    res.setHeader("connection", "close");
    return json(res, 413, { error: tooLargeMessage(options.limitBytes) });
  }
  let originalName = "image";
  try {
    originalName = decodeURIComponent(String(req.headers["x-filename"] ?? "image"));
  } catch {
    // A malformed name is not worth refusing the file for.
  }
  try {
    const upload = await audited(
      options.db,
      (tx) =>
        saveUpload(tx, options.storage, {
          data,
          originalName,
          createdBy: actor.kind === "user" ? actor.userId : null,
          limitBytes: options.limitBytes,
          workspaceId,
        }),
      (saved) => ({
        action: "upload.created",
        actor: auditActorOf(actor),
        address: options.address ?? null,
        target: { kind: "upload", id: saved.id },
        workspaceId,
        details: { contentType: saved.contentType },
      }),
    );
    return json(res, 201, upload);
  } catch (error) {
    if (error instanceof ServiceError) return json(res, 400, { error: error.message });
    throw error;
  }
}
