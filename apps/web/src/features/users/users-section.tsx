"use client";

import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useId, useRef, useState } from "react";
import { ConfirmDialog } from "../admin-ui/confirm-dialog";
import { errorMessage } from "../admin-ui/error-message";
import { formatDateTime } from "../admin-ui/format-date-time";
import { ShownOnceNotice } from "../admin-ui/shown-once-notice";
import type { Announcer } from "../admin-ui/use-announcer";
import { AddUserForm } from "./add-user-form";
import { InviteUserForm } from "./invite-user-form";
import { type RoleName, roleLabel } from "./roles";
import {
  changeUserRole,
  createPasswordResetLink,
  deleteUser,
  fetchIsEmailConfigured,
  fetchUsers,
  type Invite,
  inviteUser,
  sendPasswordResetEmail,
  type UserSummary,
  usersKeys,
} from "./users-api";
import { UsersTable } from "./users-table";

/** A role change waiting for confirmation; `settle` lets the select show the stored role again. */
interface RoleChange {
  user: UserSummary;
  role: RoleName;
  settle: () => void;
}

/** The confirmation's question: who, from what, to what, and what it means for them. */
function roleChangeQuestion(change: RoleChange, currentEmail: string | null): string {
  const who =
    change.user.email === currentEmail ? "your own role" : `the role of ${change.user.email}`;
  const from = roleLabel(change.user.role).toLowerCase();
  const to = roleLabel(change.role).toLowerCase();
  const note =
    change.user.email === currentEmail && change.user.role === "OWNER"
      ? " You will no longer manage users and API keys."
      : "";
  return `Change ${who} from ${from} to ${to}?${note}`;
}

/** A one-time link to show the owner once: a reset or an invitation that was not emailed. */
interface ShownLink {
  kind: "reset" | "invite";
  email: string;
  url: string;
  expiresAt: string;
}

/** Props of {@link UsersSection}. */
export interface UsersSectionProps {
  currentEmail: string | null;
  announce: Announcer["announce"];
}

/**
 * The "Users" half of `/admin/users`: the table of users with their roles,
 * Delete behind a confirmation, "Invite user" and "Add user".
 *
 * @example
 * <UsersSection currentEmail={viewer.email} announce={announcer.announce} />
 */
export function UsersSection({ currentEmail, announce }: UsersSectionProps) {
  const headingId = useId();
  const router = useRouter();
  const queryClient = useQueryClient();
  const { data: users, error } = useQuery({ queryKey: usersKeys.users, queryFn: fetchUsers });
  const [toDelete, setToDelete] = useState<UserSummary | null>(null);
  const [roleChange, setRoleChange] = useState<RoleChange | null>(null);
  const [shownLink, setShownLink] = useState<ShownLink | null>(null);
  const { data: isEmailConfigured } = useQuery({
    queryKey: usersKeys.isEmailConfigured,
    queryFn: fetchIsEmailConfigured,
  });
  const heading = useRef<HTMLHeadingElement>(null);

  // The select waits on this promise: it settles when the change is confirmed
  // and saved, or cancelled.
  const askRoleChange = (user: UserSummary, role: RoleName) =>
    new Promise<void>((settle) => setRoleChange({ user, role, settle }));

  const cancelRoleChange = () => {
    roleChange?.settle();
    setRoleChange(null);
  };

  const confirmRoleChange = async () => {
    if (!roleChange) return;
    await saveRole(roleChange.user, roleChange.role);
    roleChange.settle();
    setRoleChange(null);
  };

  const saveRole = async (user: UserSummary, role: RoleName) => {
    try {
      const changed = await changeUserRole({ id: user.id, role });
      await queryClient.invalidateQueries({ queryKey: usersKeys.users });
      announce("success", `${changed.email} is now ${roleLabel(changed.role).toLowerCase()}.`);
      // Owners who step down lose this page: let the server render what they may see now.
      if (changed.email === currentEmail && changed.role !== "OWNER") router.refresh();
    } catch (caught) {
      announce("error", errorMessage(caught));
    }
  };

  const makeResetLink = async (user: UserSummary) => {
    try {
      if (isEmailConfigured) {
        const sent = await sendPasswordResetEmail(user.id);
        await queryClient.invalidateQueries({ queryKey: usersKeys.users });
        announce(
          "success",
          `Emailed a password reset link to ${sent.user.email}. It works once, until ${formatDateTime(sent.expiresAt)}.`,
        );
        return;
      }
      const link = await createPasswordResetLink(user.id);
      setShownLink({
        kind: "reset",
        email: link.user.email,
        url: link.url,
        expiresAt: link.expiresAt,
      });
    } catch (caught) {
      announce("error", errorMessage(caught));
    }
  };

  const showInvite = (invite: Invite) => {
    if (invite.url) {
      setShownLink({
        kind: "invite",
        email: invite.user.email,
        url: invite.url,
        expiresAt: invite.expiresAt,
      });
      return;
    }
    announce(
      "success",
      `Invitation emailed to ${invite.user.email}. The link works once, until ${formatDateTime(invite.expiresAt)}.`,
    );
  };

  const inviteAgain = async (user: UserSummary) => {
    try {
      const invite = await inviteUser({ email: user.email, role: user.role });
      await queryClient.invalidateQueries({ queryKey: usersKeys.users });
      showInvite(invite);
    } catch (caught) {
      announce("error", errorMessage(caught));
    }
  };

  const confirmDelete = async () => {
    if (!toDelete) return;
    await deleteUser(toDelete.id);
    await queryClient.invalidateQueries({ queryKey: usersKeys.users });
    announce(
      "success",
      `Deleted ${toDelete.email}: they are signed out and can no longer sign in.`,
    );
    setToDelete(null);
  };

  return (
    <section aria-labelledby={headingId} className="fw-admin-section">
      <h2 id={headingId} ref={heading} tabIndex={-1}>
        Users
      </h2>
      {error && !users ? (
        <div className="fw-alert fw-alert--error" role="alert">
          <p>The users could not be loaded: {errorMessage(error)}</p>
        </div>
      ) : null}
      {users ? (
        <UsersTable
          users={users}
          currentEmail={currentEmail}
          onChangeRole={askRoleChange}
          onDelete={setToDelete}
          onResetPassword={makeResetLink}
          onInviteAgain={inviteAgain}
        />
      ) : error ? null : (
        <p>Loading users…</p>
      )}
      {shownLink ? (
        <ShownOnceNotice
          key={shownLink.url}
          heading={
            shownLink.kind === "invite"
              ? `Invitation link for ${shownLink.email}`
              : `Password reset link for ${shownLink.email}`
          }
          warning={
            <>
              Copy this link now and give it to them privately: it will not be shown again. It works
              once, until{" "}
              <time dateTime={shownLink.expiresAt}>{formatDateTime(shownLink.expiresAt)}</time>
              {shownLink.kind === "invite"
                ? ", and lets them set their password."
                : ", and signs them out everywhere when used."}
            </>
          }
          label={shownLink.kind === "invite" ? "Invitation link" : "Reset link"}
          value={shownLink.url}
          doneLabel="Done, hide the link"
          testId={shownLink.kind === "invite" ? "invite-link" : "reset-link"}
          onDone={() => {
            setShownLink(null);
            heading.current?.focus();
          }}
        />
      ) : null}
      <InviteUserForm isEmailConfigured={isEmailConfigured} onInvited={showInvite} />
      <AddUserForm announce={announce} />
      <ConfirmDialog
        isOpen={roleChange !== null}
        message={roleChange ? roleChangeQuestion(roleChange, currentEmail) : ""}
        confirmLabel="Change role"
        onConfirm={confirmRoleChange}
        onCancel={cancelRoleChange}
        fallbackFocus={() => heading.current}
      />
      <ConfirmDialog
        isOpen={toDelete !== null}
        message={
          toDelete
            ? `Delete user “${toDelete.email}”? They are signed out at once and can no longer sign in.`
            : ""
        }
        confirmLabel="Delete"
        onConfirm={confirmDelete}
        onCancel={() => setToDelete(null)}
        fallbackFocus={() => heading.current}
      />
    </section>
  );
}
