import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { checkPage } from "@/features/admin/page-access";
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
  const [result, page] = await Promise.all([
    loadSubmissionsForm(id),
    checkPage("/admin/forms/[id]/submissions"),
  ]);
  // Signed out: the admin layout shows the sign-in form instead of this page.
  if (result.status === "signed-out" || page.status === "signed-out") return null;
  if (result.status === "not-found" || page.status === "forbidden") notFound();
  // The role in the form's workspace decides (issue 34 §1).
  return (
    <SubmissionsPage
      form={result.form}
      canDelete={can(result.form.permissions, "deleteSubmission")}
      canRefund={can(result.form.permissions, "refundPayment")}
    />
  );
}
