import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getAdminSession } from "@/features/admin/session";
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
  const [result, { viewer }] = await Promise.all([loadEditorForm(id), getAdminSession()]);
  if (result.status === "signed-out" || !viewer) return null;
  if (result.status === "not-found") notFound();
  return (
    <FormEditor
      form={result.form}
      canEdit={can(viewer.permissions, "updateForm")}
      canEditEmbedOrigins={can(viewer.permissions, "setFormEmbedOrigins")}
    />
  );
}
