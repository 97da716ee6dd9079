import type { PageCatalogue } from "@formwright/core";
import type { InviteRefusal } from "./load-invite-status";

/**
 * What the page of a single-use link that takes no answers shows instead of
 * the form (issue 33 §3), in the page's language: said before the respondent
 * types anything, by the server, so it reads the same without scripts.
 */
export function InviteNotice({ status, texts }: { status: InviteRefusal; texts: PageCatalogue }) {
  const message = {
    USED: texts.inviteUsed,
    REVOKED: texts.inviteRevoked,
    UNKNOWN: texts.inviteUnknown,
    REQUIRED: texts.inviteRequired,
  }[status];
  return (
    <div className="fw-public-page__closed" role="status" data-testid="invite-notice">
      <p>
        <strong>{message}</strong>
      </p>
      <p>{status === "REQUIRED" ? texts.inviteOpenFromInvitation : texts.inviteAskForNew}</p>
    </div>
  );
}
