import type { IncomingMessage, ServerResponse } from "node:http";
import type { Database } from "../db/database";
import { NOT_SIGNED_IN } from "../graphql/errors";
import { log } from "../observability/logger";
import { auditActorOf, recordAudit } from "../services/audit/audit-log";
import { type BearerAttempts, resolveActor } from "../services/auth/actor";
import { ServiceError } from "../services/errors";
import {
  loadSubmissionPdf,
  type PdfSources,
  prepareSubmissionPdfsZip,
} from "../services/submission-pdf/submission-pdfs";
import type { TargetKind } from "../services/workspaces/access";
import { decideForActor } from "../services/workspaces/access";
import { refuse } from "./export-route";

/** These routes in the permission table. */
const PDF_ACTION = "GET /api/submissions/:id.pdf";
const ZIP_ACTION = "GET /api/forms/:id/submissions.pdf.zip";

const PDF_PATH = /^\/api\/submissions\/([^/]+)\.pdf$/;
const ZIP_PATH = /^\/api\/forms\/([^/]+)\/submissions\.pdf\.zip$/;

function segmentOf(pattern: RegExp, path: string): string | null {
  const match = pattern.exec(path);
  if (!match?.[1]) return null;
  try {
    return decodeURIComponent(match[1]);
  } catch {
    return null;
  }
}

/**
 * The submission id of a PDF path (`/api/submissions/<id>.pdf`), or null.
 *
 * @example
 * submissionPdfId("/api/submissions/0193….pdf"); // "0193…"
 */
export function submissionPdfId(path: string): string | null {
  return segmentOf(PDF_PATH, path);
}

/**
 * The form id of a zip-of-PDFs path (`/api/forms/<id>/submissions.pdf.zip`), or null.
 *
 * @example
 * submissionPdfsFormId("/api/forms/0b6f…/submissions.pdf.zip"); // "0b6f…"
 */
export function submissionPdfsFormId(path: string): string | null {
  return segmentOf(ZIP_PATH, path);
}

/** What both routes take. */
export interface PdfRouteOptions extends PdfSources {
  db: Database;
  adminToken: string | undefined;
  /** Failed bearer credentials of this request's address. */
  bearerAttempts?: BearerAttempts;
  /** The client's address, for the audit log. */
  address: string;
  req: IncomingMessage;
  res: ServerResponse;
}

/**
 * The caller, when signed in with a role in the target's workspace the table
 * names for `action`; otherwise the refusal is sent (401, 403) and null returned.
 */
async function allowedActor(
  options: PdfRouteOptions,
  action: typeof PDF_ACTION | typeof ZIP_ACTION,
  target: [TargetKind, string],
) {
  const { req, res } = options;
  if (req.method !== "GET" && req.method !== "HEAD") {
    refuse(res, 405, "Use GET", { allow: "GET, HEAD" });
    return null;
  }
  const actor = await resolveActor(options.db, {
    authorization: req.headers.authorization ?? null,
    cookie: req.headers.cookie ?? null,
    adminToken: options.adminToken,
    bearerAttempts: options.bearerAttempts,
  });
  if (!actor) {
    refuse(res, 401, NOT_SIGNED_IN, { "www-authenticate": "Bearer" });
    return null;
  }
  // The role in the workspace of the submission's (or the form's) form (issue 34 §1).
  const decision = await decideForActor(options.db, actor, action, [target]);
  if (!decision.allowed && decision.reason === "forbidden") {
    refuse(res, 403, decision.message);
    return null;
  }
  return actor;
}

function notFound(res: ServerResponse, error: unknown): boolean {
  if (error instanceof ServiceError && error.code === "NOT_FOUND") {
    refuse(res, 404, error.message);
    return true;
  }
  return false;
}

function attachment(fileName: string): string {
  return `attachment; filename="${fileName}"`;
}

/**
 * `GET /api/submissions/<id>.pdf`: one submission as a PDF (viewer and up,
 * in its form's workspace): 401 without a credential, 403 for a weaker role
 * or another workspace, 404 for an unknown submission. Recorded in the audit
 * log (`submission.pdf_downloaded`) before a byte goes out.
 */
export async function handleSubmissionPdfRoute(
  options: PdfRouteOptions & { id: string },
): Promise<void> {
  const { req, res } = options;
  const actor = await allowedActor(options, PDF_ACTION, ["submission", options.id]);
  if (!actor) return;
  let loaded: Awaited<ReturnType<typeof loadSubmissionPdf>>;
  try {
    loaded = await loadSubmissionPdf(options.db, options.id, options);
  } catch (error) {
    if (notFound(res, error)) return;
    throw error;
  }
  if (req.method === "GET") {
    await recordAudit(options.db, {
      action: "submission.pdf_downloaded",
      actor: auditActorOf(actor),
      address: options.address,
      target: { kind: "submission", id: options.id },
      details: { formId: loaded.formId },
    });
  }
  res.writeHead(200, {
    "content-type": "application/pdf",
    "content-disposition": attachment(loaded.fileName),
    "cache-control": "private, no-store",
    "x-content-type-options": "nosniff",
  });
  if (req.method === "HEAD") {
    loaded.pdf.resume();
    res.end();
    return;
  }
  loaded.pdf.pipe(res);
}

/**
 * `GET /api/forms/<id>/submissions.pdf.zip`: every submission of a form as
 * a PDF, in one zip streamed as it is made (viewer and up, in the form's
 * workspace): 401, 403 and 404 as the CSV export. Recorded in the audit log
 * (`submissions.pdfs_downloaded`) before a byte goes out.
 */
export async function handleSubmissionPdfsZipRoute(
  options: PdfRouteOptions & { formId: string },
): Promise<void> {
  const { req, res } = options;
  const actor = await allowedActor(options, ZIP_ACTION, ["form", options.formId]);
  if (!actor) return;
  let zip: Awaited<ReturnType<typeof prepareSubmissionPdfsZip>>;
  try {
    zip = await prepareSubmissionPdfsZip(options.db, options.formId, options);
  } catch (error) {
    if (notFound(res, error)) return;
    throw error;
  }
  if (req.method === "GET") {
    await recordAudit(options.db, {
      action: "submissions.pdfs_downloaded",
      actor: auditActorOf(actor),
      address: options.address,
      target: { kind: "form", id: options.formId },
    });
  }
  res.writeHead(200, {
    "content-type": "application/zip",
    "content-disposition": attachment(zip.fileName),
    "cache-control": "private, no-store",
    "x-content-type-options": "nosniff",
  });
  if (req.method === "HEAD") {
    res.end();
    return;
  }
  try {
    await zip.write(res);
  } catch (error) {
    // The status line is gone: cut the connection so the client sees a failed download.
    log().error({ err: error }, "zip of PDFs failed");
    res.destroy(error instanceof Error ? error : new Error(String(error)));
  }
}
