import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { checkPage } from "@/features/admin/page-access";
import { IntegrationsPage } from "@/features/integrations/integrations-page";
import { INTEGRATIONS_TITLE } from "@/features/integrations/integrations-title";
import { loadSubmissionsForm } from "@/features/submissions/load-submissions-form";
import { can } from "@/lib/permissions";

interface PageProps {
  params: Promise<{ id: string }>;
}

export const dynamic = "force-dynamic";

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const result = await loadSubmissionsForm((await params).id);
  return {
    title:
      result.status === "ok" ? `${INTEGRATIONS_TITLE}: ${result.form.title}` : INTEGRATIONS_TITLE,
  };
}

/** A form's webhooks and email notifications (editors and owners). */
export default async function FormIntegrationsPage({ params }: PageProps) {
  const { id } = await params;
  const [result, page] = await Promise.all([
    loadSubmissionsForm(id),
    checkPage("/admin/forms/[id]/integrations"),
  ]);
  // Signed out: the admin layout shows the sign-in form instead of this page.
  if (result.status === "signed-out" || page.status === "signed-out") return null;
  if (result.status === "not-found") notFound();
  // The role in the form's workspace decides (issue 34 §1).
  if (
    page.status === "forbidden" ||
    !can(result.form.permissions, "/admin/forms/[id]/integrations")
  ) {
    const needed = page.status === "forbidden" ? page.needed : "editor";
    return (
      <div>
        <h1>
          {INTEGRATIONS_TITLE}: {result.form.title}
        </h1>
        <p>Webhooks and email settings are for {needed}s and up in this form's workspace.</p>
      </div>
    );
  }
  return <IntegrationsPage form={result.form} />;
}
