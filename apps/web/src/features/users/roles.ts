/** A role as the GraphQL API names it. */
export type RoleName = "VIEWER" | "EDITOR" | "OWNER";

/** The roles, weakest first: the options of a role radio group or select. */
export const ROLE_OPTIONS: ReadonlyArray<{ value: RoleName; label: string }> = [
  { value: "VIEWER", label: "Viewer" },
  { value: "EDITOR", label: "Editor" },
  { value: "OWNER", label: "Owner" },
];

/** What each role may do, for a role field's description. */
export const ROLES_SUMMARY =
  "Viewers read forms and submissions; editors also create, edit, publish and delete forms; owners also manage users and API keys.";

/**
 * The caption of a role.
 *
 * @example
 * roleLabel("EDITOR"); // "Editor"
 */
export function roleLabel(role: RoleName): string {
  return ROLE_OPTIONS.find((option) => option.value === role)?.label ?? role;
}
