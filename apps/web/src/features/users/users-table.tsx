"use client";

import { formatDateTime } from "../admin-ui/format-date-time";
import { TableScroll } from "../admin-ui/table-scroll";
import { PasswordLinkStatus } from "./password-link-status";
import type { RoleName } from "./roles";
import { UserRoleSelect } from "./user-role-select";
import type { UserSummary } from "./users-api";

/** Why the only owner cannot change their own role. */
export const ONLY_OWNER =
  "You are the only owner: make someone else an owner before you change your own role.";

/** Props of {@link UsersTable}. */
export interface UsersTableProps {
  users: readonly UserSummary[];
  /** The signed-in person's email: their own row says "(you)" and has no Delete. */
  currentEmail: string | null;
  onChangeRole: (user: UserSummary, role: RoleName) => Promise<void>;
  onDelete: (user: UserSummary) => void;
  /** Makes a one-time reset link for another user. */
  onResetPassword?: (user: UserSummary) => void;
  /** Invites a pending user again: a new link, the old one void. */
  onInviteAgain?: (user: UserSummary) => void;
}

/**
 * The users: email, role (a select that saves at once), when they were
 * added (and a pending invitation), Reset password (Invite again while
 * pending) and Delete.
 *
 * @example
 * <UsersTable users={users} currentEmail="owner@example.com" onChangeRole={change} onDelete={ask} />
 */
export function UsersTable({
  users,
  currentEmail,
  onChangeRole,
  onDelete,
  onResetPassword,
  onInviteAgain,
}: UsersTableProps) {
  const now = Date.now();
  const owners = users.filter((user) => user.role === "OWNER").length;
  return (
    <TableScroll label="Users">
      <table className="fw-table fw-table--cards">
        <caption className="fw-sr-only">Users</caption>
        <thead>
          <tr>
            <th scope="col">Email</th>
            <th scope="col">Role</th>
            <th scope="col">Created</th>
            <th scope="col">Actions</th>
          </tr>
        </thead>
        <tbody>
          {users.map((user) => {
            const isSelf = user.email === currentEmail;
            const emailId = `user-email-${user.id}`;
            return (
              <tr key={user.id} data-user-id={user.id}>
                <th scope="row" id={emailId}>
                  {user.email}
                  {isSelf ? <span className="fw-muted"> (you)</span> : null}
                </th>
                <td data-label="Role">
                  <UserRoleSelect
                    user={user}
                    onChange={onChangeRole}
                    lockedReason={
                      isSelf && user.role === "OWNER" && owners === 1 ? ONLY_OWNER : undefined
                    }
                  />
                </td>
                <td data-label="Created">
                  <time dateTime={user.createdAt}>{formatDateTime(user.createdAt)}</time>
                  <PasswordLinkStatus user={user} now={now} />
                </td>
                <td data-label="Actions">
                  {user.isPending && onInviteAgain ? (
                    <button
                      type="button"
                      className="fw-button fw-button--secondary fw-button--small"
                      aria-describedby={emailId}
                      onClick={() => onInviteAgain(user)}
                    >
                      Invite again
                    </button>
                  ) : isSelf || !onResetPassword ? null : (
                    <button
                      type="button"
                      className="fw-button fw-button--secondary fw-button--small"
                      aria-describedby={emailId}
                      onClick={() => onResetPassword(user)}
                    >
                      Reset password
                    </button>
                  )}{" "}
                  {isSelf ? null : (
                    <button
                      type="button"
                      className="fw-button fw-button--secondary fw-button--small fw-button--danger-outline"
                      aria-describedby={emailId}
                      onClick={() => onDelete(user)}
                    >
                      Delete
                    </button>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </TableScroll>
  );
}
