import { ROLE_LABELS, ROLES, ROLES_SUMMARY, type Role } from "../../lib/permissions";

/** A role as the GraphQL API names it: the permission table's role in capitals. */
export type RoleName = Uppercase<Role>;

/** The roles, weakest first: the options of a role radio group or select. */
export const ROLE_OPTIONS: ReadonlyArray<{ value: RoleName; label: string }> = ROLES.map(
  (role) => ({ value: role.toUpperCase() as RoleName, label: ROLE_LABELS[role] }),
);

/** What each role may do, for a role field's description (from the permission table). */
export { ROLES_SUMMARY };

/**
 * The caption of a role.
 *
 * @example
 * roleLabel("EDITOR"); // "Editor"
 */
export function roleLabel(role: RoleName): string {
  return ROLE_LABELS[role.toLowerCase() as Role] ?? role;
}
