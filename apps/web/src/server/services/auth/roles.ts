import { ROLES, type Role } from "../../db/schema";

export { ROLES, type Role };

/**
 * Whether a role includes another: owner ⊇ editor ⊇ viewer.
 *
 * @example hasRole("editor", "viewer") // true
 */
export function hasRole(actual: Role, required: Role): boolean {
  return ROLES.indexOf(actual) >= ROLES.indexOf(required);
}

/** Narrows an unknown string to a role. */
export function isRole(value: unknown): value is Role {
  return typeof value === "string" && (ROLES as readonly string[]).includes(value);
}
