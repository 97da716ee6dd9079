import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { adminPageTitle } from "@/features/admin/admin-page-title";
import { checkPage } from "@/features/admin/page-access";
import { FormListPage } from "@/features/form-list/form-list-page";
import { can } from "@/lib/permissions";

export const generateMetadata = (): Promise<Metadata> => adminPageTitle("Forms");

/** `/admin`: the list of forms. The layout has already checked the visitor is signed in. */
export default async function FormsPage() {
  const page = await checkPage("/admin");
  if (page.status === "signed-out") return null;
  if (page.status === "forbidden") notFound();
  const { viewer } = page;
  // The list's actions (create, duplicate, publish, delete) are editor actions like saving.
  return <FormListPage canEdit={can(viewer.permissions, "updateForm")} />;
}
