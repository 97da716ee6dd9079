import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { checkPage } from "@/features/admin/page-access";
import { FormEditor } from "@/features/editor/form-editor";
import { loadEditorForm } from "@/features/editor/load-editor-form";
import { can } from "@/lib/permissions";

interface PageProps {
  params: Promise<{ id: string }>;
}

export const dynamic = "force-dynamic";

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const result = await loadEditorForm((await params).id);
  if (result.status === "signed-out") return { title: "Sign in" };
  if (result.status === "not-found") return { title: "Form not found" };
  const title = result.form.draft.title;
  return { title: typeof title === "string" && title.trim() ? `Edit ${title}` : "Edit form" };
}

/** The form editor. The admin layout has already asked signed-out visitors to sign in. */
export default async function EditFormPage({ params }: PageProps) {
  const { id } = await params;
  const [result, page] = await Promise.all([loadEditorForm(id), checkPage("/admin/forms/[id]")]);
  if (result.status === "signed-out" || page.status === "signed-out") return null;
  if (result.status === "not-found" || page.status === "forbidden") notFound();
  // The role in the form's workspace decides (issue 34 §1).
  const permissions = result.form.permissions ?? page.viewer.permissions;
  return (
    <FormEditor
      form={result.form}
      canEdit={can(permissions, "updateForm")}
      canEditEmbedOrigins={can(permissions, "setFormEmbedOrigins")}
    />
  );
}
