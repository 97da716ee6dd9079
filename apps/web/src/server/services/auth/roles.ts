// Roles and their order live with the permission table, which browser code reads too.
export { hasRole, isRole, ROLES, type Role } from "../../../lib/permissions";
