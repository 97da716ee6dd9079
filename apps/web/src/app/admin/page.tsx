import type { Metadata } from "next";
import { getAdminSession } from "@/features/admin/session";
import { FormListPage } from "@/features/form-list/form-list-page";

export const metadata: Metadata = { title: "Forms" };

/** `/admin`: the list of forms. The layout has already checked the visitor is signed in. */
export default async function FormsPage() {
  const { viewer } = await getAdminSession();
  if (!viewer) return null;
  return <FormListPage canEdit={viewer.role !== "VIEWER"} />;
}
