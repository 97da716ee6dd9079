import type { IncomingMessage, ServerResponse } from "node:http";
import type { Database } from "../db/database";
import { NOT_SIGNED_IN } from "../graphql/errors";
import { log } from "../observability/logger";
import { auditActorOf, recordAudit } from "../services/audit/audit-log";
import { type BearerAttempts, resolveActor } from "../services/auth/actor";
import { ServiceError } from "../services/errors";
import {
  type CsvChunk,
  EXPORT_ANSWERS,
  EXPORT_DRAFTS,
  type ExportAnswers,
  type ExportDrafts,
  prepareSubmissionsExport,
} from "../services/submissions-export";
import { decideForActor } from "../services/workspaces/access";

/** This route in the permission table. */
const EXPORT_ACTION = "GET /api/forms/:id/submissions.csv";

const EXPORT_PATH = /^\/api\/forms\/([^/]+)\/submissions\.csv$/;

/**
 * The form id of a CSV export path (`/api/forms/<id>/submissions.csv`), or
 * null for any other path.
 *
 * @example
 * exportFormId("/api/forms/0b6f…/submissions.csv"); // "0b6f…"
 */
export function exportFormId(path: string): string | null {
  const match = EXPORT_PATH.exec(path);
  if (!match?.[1]) return null;
  try {
    return decodeURIComponent(match[1]);
  } catch {
    return null;
  }
}

/** The URL of a form's CSV export. */
export function exportPath(formId: string): string {
  return `/api/forms/${encodeURIComponent(formId)}/submissions.csv`;
}

/** A refusal in plain text, never cached (the CSV routes' answer when there is no CSV). */
export function refuse(res: ServerResponse, status: number, message: string, headers = {}): void {
  res.writeHead(status, {
    "content-type": "text/plain; charset=utf-8",
    "cache-control": "no-store",
    ...headers,
  });
  res.end(message);
}

/**
 * Resolves when the response can take more (after 'drain'), or false when the
 * client went away.
 */
function drained(res: ServerResponse): Promise<boolean> {
  return new Promise((resolve) => {
    const onDrain = () => finish(true);
    const onClose = () => finish(false);
    const finish = (ok: boolean) => {
      res.off("drain", onDrain);
      res.off("close", onClose);
      resolve(ok);
    };
    res.on("drain", onDrain);
    res.on("close", onClose);
  });
}

/**
 * Writes CSV chunks to the response as the client takes them (backpressure),
 * then ends it; a failure after the status line cuts the connection.
 */
export async function streamCsv(
  res: ServerResponse,
  chunks: AsyncGenerator<CsvChunk>,
): Promise<void> {
  try {
    for await (const chunk of chunks) {
      if (res.destroyed) return; // leaving the loop ends the generator: no more reads
      if (!res.write(chunk.text) && !(await drained(res))) return;
    }
    res.end();
  } catch (error) {
    // The status line is gone: cut the connection so the client sees a failed
    // download rather than a file that silently stops short.
    log().error({ err: error }, "export failed");
    res.destroy(error instanceof Error ? error : new Error(String(error)));
  }
}

/**
 * `GET /api/forms/<id>/submissions.csv`: every submission of a form as CSV,
 * streamed from the database with backpressure. Authenticated like the API
 * (session cookie or `Authorization: Bearer`, the role the permission table
 * names for {@link EXPORT_ACTION}): 401 without a
 * valid credential, 403 for a weaker role, 404 for an unknown form.
 * `?answers=labels` (default) writes choices by their option's label,
 * `?answers=values` by their stored value; anything else is a 400.
 * `?drafts=include` adds the saved drafts after the submissions, with a
 * Status column ("submitted" / "in progress").
 */
export async function handleExportRoute(options: {
  db: Database;
  adminToken: string | undefined;
  /** Failed bearer credentials of this request's address. */
  bearerAttempts?: BearerAttempts;
  formId: string;
  /** The client's address, for the audit log. */
  address: string;
  req: IncomingMessage;
  res: ServerResponse;
}): Promise<void> {
  const { req, res } = options;
  if (req.method !== "GET" && req.method !== "HEAD") {
    return refuse(res, 405, "Use GET", { allow: "GET, HEAD" });
  }
  const actor = await resolveActor(options.db, {
    authorization: req.headers.authorization ?? null,
    cookie: req.headers.cookie ?? null,
    adminToken: options.adminToken,
    bearerAttempts: options.bearerAttempts,
  });
  if (!actor) return refuse(res, 401, NOT_SIGNED_IN, { "www-authenticate": "Bearer" });
  // The role in the form's workspace (issue 34 §1).
  const decision = await decideForActor(options.db, actor, EXPORT_ACTION, [
    ["form", options.formId],
  ]);
  if (!decision.allowed && decision.reason === "forbidden") {
    return refuse(res, 403, decision.message);
  }
  const query = new URL(req.url ?? "/", "http://localhost").searchParams;
  const answers = query.get("answers");
  if (answers !== null && !EXPORT_ANSWERS.includes(answers as ExportAnswers)) {
    return refuse(res, 400, `answers must be "labels" or "values" (got "${answers.slice(0, 40)}")`);
  }
  const drafts = query.get("drafts");
  if (drafts !== null && !EXPORT_DRAFTS.includes(drafts as ExportDrafts)) {
    return refuse(res, 400, `drafts must be "include" or "exclude" (got "${drafts.slice(0, 40)}")`);
  }
  let csv: Awaited<ReturnType<typeof prepareSubmissionsExport>>;
  try {
    csv = await prepareSubmissionsExport(options.db, {
      formId: options.formId,
      answers: (answers ?? "labels") as ExportAnswers,
      drafts: (drafts ?? "exclude") as ExportDrafts,
    });
  } catch (error) {
    if (error instanceof ServiceError && error.code === "NOT_FOUND") {
      return refuse(res, 404, error.message);
    }
    throw error;
  }
  // Recorded before a byte goes out: an export the log cannot record is not made.
  if (req.method === "GET") {
    await recordAudit(options.db, {
      action: "submissions.exported",
      actor: auditActorOf(actor),
      address: options.address,
      target: { kind: "form", id: options.formId },
      details: { format: answers ?? "labels", drafts: drafts ?? "exclude" },
    });
  }
  res.writeHead(200, {
    "content-type": "text/csv; charset=utf-8",
    "content-disposition": `attachment; filename="${csv.fileName}"`,
    "cache-control": "no-store",
    "x-content-type-options": "nosniff",
  });
  if (req.method === "HEAD") {
    res.end();
    return;
  }
  await streamCsv(res, csv.chunks());
}
