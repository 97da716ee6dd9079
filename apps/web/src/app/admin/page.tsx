import type { Metadata } from "next";
import { adminPageTitle } from "@/features/admin/admin-page-title";
import { getAdminSession } from "@/features/admin/session";
import { FormListPage } from "@/features/form-list/form-list-page";

export const generateMetadata = (): Promise<Metadata> => adminPageTitle("Forms");

/** `/admin`: the list of forms. The layout has already checked the visitor is signed in. */
export default async function FormsPage() {
  const { viewer } = await getAdminSession();
  if (!viewer) return null;
  return <FormListPage canEdit={viewer.role !== "VIEWER"} />;
}
