"use client";

import { useState } from "react";
import { ROLE_OPTIONS, type RoleName } from "./roles";
import type { UserSummary } from "./users-api";

/** Props of {@link UserRoleSelect}. */
export interface UserRoleSelectProps {
  user: UserSummary;
  /**
   * Asks to confirm the new role, saves it and reports the outcome (the API's
   * refusal too); once it settles the select shows `user.role` again, the
   * stored role (the new one when it was saved).
   */
  onChange: (user: UserSummary, role: RoleName) => Promise<void>;
  /**
   * Why this user's role cannot change from here (the only owner, on their
   * own row): the other roles are offered disabled, and this says why.
   */
  lockedReason?: string;
}

/**
 * A user's role in the users table. Choosing another asks for confirmation
 * (see `UsersSection`); while that and the save run the select shows the
 * choice; if it is cancelled or refused, it shows the stored role again.
 *
 * @example
 * <UserRoleSelect user={user} onChange={changeRole} />
 */
export function UserRoleSelect({ user, onChange, lockedReason }: UserRoleSelectProps) {
  const [pending, setPending] = useState<RoleName | null>(null);
  const id = `user-role-${user.id}`;
  const hintId = `${id}-locked`;
  return (
    <>
      <label htmlFor={id} className="fw-sr-only">
        Role of {user.email}
      </label>
      <select
        id={id}
        className="fw-role-select"
        value={pending ?? user.role}
        // Not `disabled`: that would drop keyboard focus while the change is saved.
        aria-busy={pending !== null || undefined}
        aria-describedby={lockedReason ? hintId : undefined}
        onChange={async (event) => {
          const role = event.target.value as RoleName;
          if (pending !== null) return;
          setPending(role);
          await onChange(user, role);
          setPending(null);
        }}
      >
        {ROLE_OPTIONS.map((option) => (
          <option
            key={option.value}
            value={option.value}
            disabled={Boolean(lockedReason) && option.value !== user.role}
          >
            {option.label}
          </option>
        ))}
      </select>
      {lockedReason ? (
        <p id={hintId} className="fw-role-locked fw-muted">
          {lockedReason}
        </p>
      ) : null}
    </>
  );
}
