"use client";

import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useId, useRef, useState } from "react";
import { ConfirmDialog } from "../admin-ui/confirm-dialog";
import { errorMessage } from "../admin-ui/error-message";
import type { Announcer } from "../admin-ui/use-announcer";
import { AddUserForm } from "./add-user-form";
import { ResetLinkNotice } from "./reset-link-notice";
import { type RoleName, roleLabel } from "./roles";
import {
  changeUserRole,
  createPasswordResetLink,
  deleteUser,
  fetchUsers,
  type PasswordResetLink,
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

/** Props of {@link UsersSection}. */
export interface UsersSectionProps {
  currentEmail: string | null;
  announce: Announcer["announce"];
}

/**
 * The "Users" half of `/admin/users`: the table of users with their roles,
 * Delete behind a confirmation, and "Add user".
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
  const [resetLink, setResetLink] = useState<PasswordResetLink | null>(null);
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
      setResetLink(await createPasswordResetLink(user.id));
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
        />
      ) : error ? null : (
        <p>Loading users…</p>
      )}
      {resetLink ? (
        <ResetLinkNotice
          key={resetLink.url}
          email={resetLink.user.email}
          url={resetLink.url}
          expiresAt={resetLink.expiresAt}
          onDone={() => {
            setResetLink(null);
            heading.current?.focus();
          }}
        />
      ) : null}
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
