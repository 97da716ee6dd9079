import { cookies } from "next/headers";
import type { EditorFormQuery, EditorFormQueryVariables } from "../../graphql/operation-types";
import { internalClient } from "../api/internal-client";
import type { LoadedEditorForm } from "./draft-types";
import { EDITOR_FORM_QUERY, parseEditorForm } from "./editor-form-schema";

/** What loading a form for the editor or the preview found. */
export type EditorFormResult =
  | { status: "ok"; form: LoadedEditorForm }
  | { status: "not-found" }
  | { status: "signed-out" };

/**
 * Reads a form with its draft through the API for a server component,
 * forwarding the visitor's cookies so the API checks who asks (viewer or more).
 *
 * @example
 * const result = await loadEditorForm(id);
 * if (result.status === "not-found") notFound();
 */
export async function loadEditorForm(id: string): Promise<EditorFormResult> {
  const cookie = (await cookies()).toString();
  const { data, errors } = await internalClient({ cookie }).request<
    EditorFormQuery,
    EditorFormQueryVariables
  >(EDITOR_FORM_QUERY, { id });
  if (data?.formById) {
    const form = parseEditorForm(data.formById);
    return { status: "ok", form: { ...form, isPaymentsConfigured: data.isPaymentsConfigured } };
  }
  const code = errors[0]?.extensions?.code;
  // FORBIDDEN: a form of a workspace the visitor is no member of (issue 34 §1).
  if (code === "NOT_FOUND" || code === "FORBIDDEN") return { status: "not-found" };
  if (code === "UNAUTHENTICATED") return { status: "signed-out" };
  throw new Error(errors[0]?.message ?? "The API gave no answer");
}
