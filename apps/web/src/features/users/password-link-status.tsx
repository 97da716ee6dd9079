import { formatDateTime } from "../admin-ui/format-date-time";
import type { UserSummary } from "./users-api";

/**
 * What the users list says about a user's account state: "Invited, expires
 * …" for a pending invitation (or that it expired), and the delivery of the
 * mail carrying a link while it is not delivered (retrying, with the SMTP
 * server's error, or given up).
 *
 * @example <PasswordLinkStatus user={user} now={Date.now()} />
 */
export function PasswordLinkStatus({ user, now }: { user: UserSummary; now: number }) {
  const link = user.passwordLink ?? null;
  const isExpired = link ? Date.parse(link.expiresAt) <= now : false;
  const mailProblem =
    link && !isExpired && link.mailStatus && link.mailStatus !== "DELIVERED"
      ? link.mailStatus === "FAILED"
        ? `The ${link.purpose === "INVITE" ? "invitation" : "reset"} email could not be sent${link.mailError ? `: ${link.mailError}` : ""}.`
        : link.mailError
          ? `The ${link.purpose === "INVITE" ? "invitation" : "reset"} email is not sent yet (retrying): ${link.mailError}`
          : null
      : null;
  return (
    <>
      {user.isPending ? (
        <span className="fw-user-status">
          {link && link.purpose === "INVITE" && !isExpired ? (
            <>
              Invited, expires{" "}
              <time dateTime={link.expiresAt}>{formatDateTime(link.expiresAt)}</time>
            </>
          ) : (
            "Invitation expired: invite them again"
          )}
        </span>
      ) : null}
      {mailProblem ? (
        <span className="fw-user-status fw-user-status--error">{mailProblem}</span>
      ) : null}
    </>
  );
}
