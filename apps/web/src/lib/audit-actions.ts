/**
 * The actions of the audit log (issue 34 §4), as dotted names
 * (`<target kind>.<what happened>`). No secrets and no React: the server
 * records them (services/audit/audit-log.ts) and `/admin/audit` offers them as
 * a filter.
 */
export const AUDIT_ACTIONS = [
  "user.signed_in",
  "user.sign_in_failed",
  "user.created",
  "user.invited",
  "user.role_changed",
  "user.deleted",
  "user.password_changed",
  "user.password_reset_issued",
  "user.password_reset",
  "api_key.created",
  "api_key.revoked",
  "form.created",
  "form.updated",
  "form.published",
  "form.unpublished",
  "form.moved",
  "form.deleted",
  "webhook.created",
  "webhook.updated",
  "webhook.deleted",
  "mail_settings.updated",
  "submissions.exported",
  "submission.deleted",
  "submission_file.downloaded",
  "draft.deleted",
  "respondent_data.deleted",
  "submission.marked_not_spam",
  "respondent_links.created",
  "respondent_link.revoked",
  "delivery.redelivered",
  "upload.created",
  "upload.deleted",
  "user.signed_out",
  // Workspaces (issue 34 §1).
  "workspace.created",
  "workspace.renamed",
  "workspace.deleted",
  "workspace.member_added",
  "workspace.member_role_changed",
  "workspace.member_removed",
  // A live spreadsheet feed (issue 35 §3).
  "submission_feed.created",
  "submission_feed.revoked",
  // A submission as a PDF, and a form's submissions as a zip of PDFs (issue 35 §1).
  "submission.pdf_downloaded",
  "submissions.pdfs_downloaded",
  // Payments (issue 36): an owner refunded one.
  "payment.refunded",
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];
