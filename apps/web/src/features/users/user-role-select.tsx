"use client";

import { useState } from "react";
import { ROLE_OPTIONS, type RoleName } from "./roles";
import type { UserSummary } from "./users-api";

/** Props of {@link UserRoleSelect}. */
export interface UserRoleSelectProps {
  user: UserSummary;
  /**
   * Saves the new role and reports the outcome (the API's refusal too); once
   * it settles the select shows `user.role` again, the stored role.
   */
  onChange: (user: UserSummary, role: RoleName) => Promise<void>;
}

/**
 * A user's role in the users table: choosing another saves it at once. While
 * the change is saved the select shows the choice; if the API
 * refuses (the last owner), it shows the stored role again.
 *
 * @example
 * <UserRoleSelect user={user} onChange={changeRole} />
 */
export function UserRoleSelect({ user, onChange }: UserRoleSelectProps) {
  const [pending, setPending] = useState<RoleName | null>(null);
  const id = `user-role-${user.id}`;
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
        onChange={async (event) => {
          const role = event.target.value as RoleName;
          if (pending !== null) return;
          setPending(role);
          await onChange(user, role);
          setPending(null);
        }}
      >
        {ROLE_OPTIONS.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </>
  );
}
