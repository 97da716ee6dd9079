import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getAdminSession } from "@/features/admin/session";
import { loadSubmissionsForm } from "@/features/submissions/load-submissions-form";
import { SubmissionsPage } from "@/features/submissions/submissions-page";
import { can } from "@/lib/permissions";

interface PageProps {
  params: Promise<{ id: string }>;
}

export const dynamic = "force-dynamic";

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const result = await loadSubmissionsForm((await params).id);
  if (result.status === "signed-out") return { title: "Sign in" };
  if (result.status === "not-found") return { title: "Form not found" };
  return { title: `Submissions: ${result.form.title}` };
}

/** A form's submissions: table, detail, delete, CSV download and charts (viewers and up). */
export default async function FormSubmissionsPage({ params }: PageProps) {
  const { id } = await params;
  const [result, { viewer }] = await Promise.all([loadSubmissionsForm(id), getAdminSession()]);
  // Signed out: the admin layout shows the sign-in form instead of this page.
  if (result.status === "signed-out" || !viewer) return null;
  if (result.status === "not-found") notFound();
  return (
    <SubmissionsPage form={result.form} canDelete={can(viewer.permissions, "deleteSubmission")} />
  );
}
