import type { Metadata } from "next";
import { adminPageTitle } from "@/features/admin/admin-page-title";
import { getAdminSession } from "@/features/admin/session";
import { OwnersOnly } from "@/features/users/owners-only";
import { UsersPage } from "@/features/users/users-page";
import { can } from "@/lib/permissions";

export const generateMetadata = (): Promise<Metadata> => adminPageTitle("Users and API keys");

/** `/admin/users`: users, roles and API keys, for owners only. */
export default async function AdminUsersPage() {
  const { viewer } = await getAdminSession();
  if (!viewer) return null;
  if (!can(viewer.permissions, "/admin/users")) return <OwnersOnly role={viewer.role} />;
  return <UsersPage currentEmail={viewer.email} />;
}
