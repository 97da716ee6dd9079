import type { Metadata } from "next";
import { adminPageTitle } from "@/features/admin/admin-page-title";
import { checkPage } from "@/features/admin/page-access";
import { OwnersOnly } from "@/features/users/owners-only";
import { UsersPage } from "@/features/users/users-page";

export const generateMetadata = (): Promise<Metadata> => adminPageTitle("Users and API keys");

/** `/admin/users`: users, roles and API keys, for owners only. */
export default async function AdminUsersPage() {
  const page = await checkPage("/admin/users");
  if (page.status === "signed-out") return null;
  if (page.status === "forbidden") return <OwnersOnly role={page.viewer.role} />;
  return <UsersPage currentEmail={page.viewer.email} />;
}
