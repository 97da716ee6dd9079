import { parseFormDocument } from "@formwright/core";
import type { Metadata } from "next";
import { notFound, redirect } from "next/navigation";
import { checkPage } from "@/features/admin/page-access";
import { loadEditorForm } from "@/features/editor/load-editor-form";
import { LivePreview } from "@/features/live-preview/live-preview";
import "@/features/public-form/public-form.css";

interface PageProps {
  params: Promise<{ id: string }>;
}

export const dynamic = "force-dynamic";

export const metadata: Metadata = {
  title: "Preview",
  robots: { index: false, follow: false },
};

/**
 * The live preview of a form's draft, for signed-in admins (viewer and up):
 * opened by the editor in a second window, it follows the editor's changes.
 */
export default async function PreviewPage({ params }: PageProps) {
  const { id } = await params;
  const [result, page] = await Promise.all([loadEditorForm(id), checkPage("/preview/[id]")]);
  if (result.status === "signed-out" || page.status === "signed-out") redirect("/admin");
  if (result.status === "not-found" || page.status === "forbidden") notFound();
  // Drafts are checked before every save, so a stored draft parses.
  const parsed = parseFormDocument(result.form.draft);
  if (!parsed.success) throw new Error(`The draft of form ${id} is not a valid document`);
  return (
    <LivePreview
      formId={result.form.id}
      revision={result.form.revision}
      document={parsed.document}
    />
  );
}
