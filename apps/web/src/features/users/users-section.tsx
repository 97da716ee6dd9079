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
  const [resetLink, setResetLink] = useState<PasswordResetLink | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);

  const changeRole = async (user: UserSummary, role: RoleName) => {
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
          onChangeRole={changeRole}
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
