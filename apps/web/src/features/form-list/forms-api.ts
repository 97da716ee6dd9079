"use client";

import type { FormDocumentInput } from "@formwright/core";
import { browserClient } from "../api/browser-client";

/** A form as the list shows it. */
export interface FormSummary {
  id: string;
  slug: string;
  title: string;
  publishedVersion: number | null;
  isPublished: boolean;
  submissionCount: number;
  /** The saved draft differs from the live version (false while none is live). */
  hasUnpublishedChanges: boolean;
  createdAt: string;
  updatedAt: string;
}

const FIELDS =
  "id slug title publishedVersion isPublished submissionCount hasUnpublishedChanges createdAt updatedAt";

const FORMS = `query AdminForms($search: String) { forms(search: $search) { ${FIELDS} } }`;
const FORM_SLUGS = "query AdminFormSlugs { forms { slug } }";
const CREATE = `mutation CreateForm($document: JSON!) { createForm(document: $document) { ${FIELDS} } }`;
const DUPLICATE = `mutation DuplicateForm($id: ID!) { duplicateForm(id: $id) { ${FIELDS} } }`;
const PUBLISH = `mutation PublishForm($id: ID!) { publishForm(id: $id) { ${FIELDS} } }`;
const UNPUBLISH = `mutation UnpublishForm($id: ID!) { unpublishForm(id: $id) { ${FIELDS} } }`;
const DELETE = "mutation DeleteForm($id: ID!) { deleteForm(id: $id) }";

/** Every form whose title or slug contains `search` (all when empty). */
export async function fetchForms(search: string): Promise<FormSummary[]> {
  const data = await browserClient().request<{ forms: FormSummary[] }>(FORMS, {
    search: search.trim() || null,
  });
  return data.forms;
}

/** The slugs in use, to propose a free one for a new form. */
export async function fetchFormSlugs(): Promise<string[]> {
  const data = await browserClient().request<{ forms: Array<{ slug: string }> }>(FORM_SLUGS);
  return data.forms.map((form) => form.slug);
}

/** Creates an unpublished form (`createForm`). */
export async function createForm(document: FormDocumentInput): Promise<FormSummary> {
  const data = await browserClient().request<{ createForm: FormSummary }>(CREATE, { document });
  return data.createForm;
}

/** Copies a form into a new unpublished one (`duplicateForm`). */
export async function duplicateForm(id: string): Promise<FormSummary> {
  const data = await browserClient().request<{ duplicateForm: FormSummary }>(DUPLICATE, { id });
  return data.duplicateForm;
}

/** Publishes a form's draft as a new version (`publishForm`). */
export async function publishForm(id: string): Promise<FormSummary> {
  const data = await browserClient().request<{ publishForm: FormSummary }>(PUBLISH, { id });
  return data.publishForm;
}

/** Takes a form offline (`unpublishForm`). */
export async function unpublishForm(id: string): Promise<FormSummary> {
  const data = await browserClient().request<{ unpublishForm: FormSummary }>(UNPUBLISH, { id });
  return data.unpublishForm;
}

/** Deletes a form with its versions and submissions (`deleteForm`). */
export async function deleteForm(id: string): Promise<void> {
  await browserClient().request<{ deleteForm: boolean }>(DELETE, { id });
}

/** A document "New form" can start from. */
export interface FormTemplateSummary {
  id: string;
  title: string;
  description: string;
  document: FormDocumentInput;
}

const TEMPLATES = "query FormTemplates { formTemplates { id title description document } }";

/** The templates "New form" offers (`formTemplates`). */
export async function fetchFormTemplates(): Promise<FormTemplateSummary[]> {
  const data = await browserClient().request<{ formTemplates: FormTemplateSummary[] }>(TEMPLATES);
  return data.formTemplates;
}
