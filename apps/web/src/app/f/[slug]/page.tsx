import { prefillFromQueryString } from "@formwright/core";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { initialValues } from "@/features/public-form/default-values";
import { loadPublishedForm } from "@/features/public-form/load-published-form";
import { PublicForm } from "@/features/public-form/public-form";
import { toQueryString } from "@/features/public-form/search-params";
import "@/features/public-form/public-form.css";

interface PageProps {
  params: Promise<{ slug: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

export const dynamic = "force-dynamic";

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const form = await loadPublishedForm((await params).slug);
  return { title: form ? form.document.title : "Form not found" };
}

export default async function PublicFormPage({ params, searchParams }: PageProps) {
  const [{ slug }, query] = await Promise.all([params, searchParams]);
  const form = await loadPublishedForm(slug);
  if (!form) notFound();
  const prefill = prefillFromQueryString({ document: form.document, search: toQueryString(query) });
  return (
    <main className="fw-public-page">
      <h1>{form.document.title}</h1>
      {form.document.description && (
        <p className="fw-public-page__description">{form.document.description}</p>
      )}
      <PublicForm
        slug={form.slug}
        document={form.document}
        defaultValues={initialValues(form.document, prefill)}
        fillToken={form.fillToken}
        version={form.version}
      />
    </main>
  );
}
