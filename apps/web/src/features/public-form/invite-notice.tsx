import { INVITE_PAGE_MESSAGES, type InviteRefusal } from "./load-invite-status";

/**
 * What the page of a single-use link that takes no answers shows instead of
 * the form (issue 33 §3): said before the respondent types anything, by the
 * server, so it reads the same without scripts.
 */
export function InviteNotice({ status }: { status: InviteRefusal }) {
  return (
    <div className="fw-public-page__closed" role="status" data-testid="invite-notice">
      <p>
        <strong>{INVITE_PAGE_MESSAGES[status]}</strong>
      </p>
      <p>
        {status === "REQUIRED"
          ? "Open it from the invitation you were sent."
          : "Ask whoever sent it to you for a new link."}
      </p>
    </div>
  );
}
