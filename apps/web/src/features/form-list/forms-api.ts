"use client";

import type { FormDocumentInput } from "@formwright/core";
import type {
  AdminFormSlugsQuery,
  AdminFormsQuery,
  AdminFormsQueryVariables,
  CreateFormMutation,
  CreateFormMutationVariables,
  DeleteFormMutation,
  DeleteFormMutationVariables,
  DuplicateFormMutation,
  DuplicateFormMutationVariables,
  FormSummaryFieldsFragment,
  FormTemplatesQuery,
  PublishFormMutation,
  PublishFormMutationVariables,
  UnpublishFormMutation,
  UnpublishFormMutationVariables,
} from "../../graphql/operation-types";
import { browserClient } from "../api/browser-client";

const FIELDS = /* GraphQL */ `
  fragment FormSummaryFields on Form {
    id slug title publishedVersion isPublished submissionCount hasUnpublishedChanges createdAt updatedAt retentionDays
    availability { isOpen reason opensAt closesAt maxSubmissions }
    workspace { id name }
    permissions
  }
`;

/**
 * A form as the list shows it; `hasUnpublishedChanges`: the saved draft
 * differs from the live version (false while none is live).
 */
export type FormSummary = FormSummaryFieldsFragment;

const FORMS = /* GraphQL */ `
  query AdminForms($search: String) { forms(search: $search) { ...FormSummaryFields } }
  ${FIELDS}
`;
const FORM_SLUGS = /* GraphQL */ `query AdminFormSlugs { forms { slug } }`;
const CREATE = /* GraphQL */ `
  mutation CreateForm($document: JSON!, $workspaceId: ID) {
    createForm(document: $document, workspaceId: $workspaceId) { ...FormSummaryFields }
  }
  ${FIELDS}
`;
const DUPLICATE = /* GraphQL */ `
  mutation DuplicateForm($id: ID!) { duplicateForm(id: $id) { ...FormSummaryFields } }
  ${FIELDS}
`;
const PUBLISH = /* GraphQL */ `
  mutation PublishForm($id: ID!) { publishForm(id: $id) { ...FormSummaryFields } }
  ${FIELDS}
`;
const UNPUBLISH = /* GraphQL */ `
  mutation UnpublishForm($id: ID!) { unpublishForm(id: $id) { ...FormSummaryFields } }
  ${FIELDS}
`;
const DELETE = /* GraphQL */ `mutation DeleteForm($id: ID!) { deleteForm(id: $id) }`;

/** Every form whose title or slug contains `search` (all when empty). */
export async function fetchForms(search: string): Promise<FormSummary[]> {
  const data = await browserClient().request<AdminFormsQuery, AdminFormsQueryVariables>(FORMS, {
    search: search.trim() || null,
  });
  return data.forms;
}

/** The slugs in use, to propose a free one for a new form. */
export async function fetchFormSlugs(): Promise<string[]> {
  const data = await browserClient().request<AdminFormSlugsQuery>(FORM_SLUGS);
  return data.forms.map((form) => form.slug);
}

/**
 * Creates an unpublished form (`createForm`) in `workspaceId`, or, without
 * one, in the caller's only workspace where they may create forms.
 */
export async function createForm(
  document: FormDocumentInput,
  workspaceId?: string | null,
): Promise<FormSummary> {
  const data = await browserClient().request<CreateFormMutation, CreateFormMutationVariables>(
    CREATE,
    { document, workspaceId: workspaceId || null },
  );
  return data.createForm;
}

/** Copies a form into a new unpublished one (`duplicateForm`). */
export async function duplicateForm(id: string): Promise<FormSummary> {
  const data = await browserClient().request<DuplicateFormMutation, DuplicateFormMutationVariables>(
    DUPLICATE,
    { id },
  );
  return data.duplicateForm;
}

/** Publishes a form's draft as a new version (`publishForm`). */
export async function publishForm(id: string): Promise<FormSummary> {
  const data = await browserClient().request<PublishFormMutation, PublishFormMutationVariables>(
    PUBLISH,
    {
      id,
    },
  );
  return data.publishForm;
}

/** Takes a form offline (`unpublishForm`). */
export async function unpublishForm(id: string): Promise<FormSummary> {
  const data = await browserClient().request<UnpublishFormMutation, UnpublishFormMutationVariables>(
    UNPUBLISH,
    { id },
  );
  return data.unpublishForm;
}

/** Deletes a form with its versions and submissions (`deleteForm`). */
export async function deleteForm(id: string): Promise<void> {
  await browserClient().request<DeleteFormMutation, DeleteFormMutationVariables>(DELETE, { id });
}

/** A document "New form" can start from. */
export type FormTemplateSummary = Omit<FormTemplatesQuery["formTemplates"][number], "document"> & {
  document: FormDocumentInput;
};

const TEMPLATES = /* GraphQL */ `query FormTemplates { formTemplates { id title description document } }`;

/** The templates "New form" offers (`formTemplates`). */
export async function fetchFormTemplates(): Promise<FormTemplateSummary[]> {
  const data = await browserClient().request<FormTemplatesQuery>(TEMPLATES);
  // The templates are the server's own form documents.
  return data.formTemplates as FormTemplateSummary[];
}
