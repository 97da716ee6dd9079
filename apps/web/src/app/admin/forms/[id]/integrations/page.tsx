import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getAdminSession } from "@/features/admin/session";
import { IntegrationsPage } from "@/features/integrations/integrations-page";
import { loadSubmissionsForm } from "@/features/submissions/load-submissions-form";

interface PageProps {
  params: Promise<{ id: string }>;
}

export const dynamic = "force-dynamic";

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const result = await loadSubmissionsForm((await params).id);
  return {
    title: result.status === "ok" ? `Integrations: ${result.form.title}` : "Integrations",
  };
}

/** A form's webhooks and email notifications (editors and owners). */
export default async function FormIntegrationsPage({ params }: PageProps) {
  const { id } = await params;
  const [result, { viewer }] = await Promise.all([loadSubmissionsForm(id), getAdminSession()]);
  // Signed out: the admin layout shows the sign-in form instead of this page.
  if (result.status === "signed-out" || !viewer) return null;
  if (result.status === "not-found") notFound();
  if (viewer.role === "VIEWER") {
    return (
      <div>
        <h1>Integrations: {result.form.title}</h1>
        <p>Webhooks and email settings are for editors and owners; you are a viewer.</p>
      </div>
    );
  }
  return <IntegrationsPage form={result.form} />;
}
