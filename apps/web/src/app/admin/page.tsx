import type { Metadata } from "next";
import { adminPageTitle } from "@/features/admin/admin-page-title";
import { getAdminSession } from "@/features/admin/session";
import { FormListPage } from "@/features/form-list/form-list-page";
import { can } from "@/lib/permissions";

export const generateMetadata = (): Promise<Metadata> => adminPageTitle("Forms");

/** `/admin`: the list of forms. The layout has already checked the visitor is signed in. */
export default async function FormsPage() {
  const { viewer } = await getAdminSession();
  if (!viewer) return null;
  // The list's actions (create, duplicate, publish, delete) are editor actions like saving.
  return <FormListPage canEdit={can(viewer.permissions, "updateForm")} />;
}
