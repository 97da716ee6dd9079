import type { Page } from "@playwright/test";
import { adminGraphQL } from "./auth";

/** Creates an unpublished form through the API and returns its id and slug. */
export async function createTestForm(
  page: Page,
  input: { slugPrefix: string; title: string; blocks: unknown[] },
): Promise<{ id: string; slug: string }> {
  const slug = `${input.slugPrefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
  const data = await adminGraphQL<{ createForm: { id: string } }>(
    page,
    "mutation($d: JSON!) { createForm(document: $d) { id } }",
    { d: { slug, title: input.title, blocks: input.blocks } },
  );
  return { id: data.createForm.id, slug };
}

/** Reads a form's stored draft and revision through the API. */
export async function readDraft(
  page: Page,
  id: string,
): Promise<{
  revision: number;
  publishedVersion: number | null;
  draft: { title: string; blocks: Array<Record<string, unknown>> };
}> {
  const data = await adminGraphQL<{
    formById: {
      revision: number;
      publishedVersion: number | null;
      draft: { title: string; blocks: Array<Record<string, unknown>> };
    };
  }>(page, "query($id: ID!) { formById(id: $id) { revision publishedVersion draft } }", { id });
  return data.formById;
}

/** The id of the form with this slug, read through the API. */
export async function formIdOf(page: Page, slug: string): Promise<string> {
  const { forms } = await adminGraphQL<{ forms: Array<{ id: string; slug: string }> }>(
    page,
    "query($s: String) { forms(search: $s) { id slug } }",
    { s: slug },
  );
  const form = forms.find((f) => f.slug === slug);
  if (!form) throw new Error(`no form ${slug}`);
  return form.id;
}
