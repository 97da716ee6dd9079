import { cookies } from "next/headers";
import type {
  SubmissionsFormQuery,
  SubmissionsFormQueryVariables,
} from "../../graphql/operation-types";
import { internalClient } from "../api/internal-client";

/** The form whose submissions a page shows. */
export type SubmissionsForm = NonNullable<SubmissionsFormQuery["formById"]>;

/** What loading the form found. */
export type SubmissionsFormResult =
  | { status: "ok"; form: SubmissionsForm }
  | { status: "not-found" }
  | { status: "signed-out" };

const FORM_QUERY = /* GraphQL */ `
  query SubmissionsForm($id: ID!) { formById(id: $id) { id slug title retentionDays keepsPartialResponses permissions } }
`;

/**
 * Reads the form (id, slug, title, retention, whether it keeps unfinished answers) through the API for a server component,
 * forwarding the visitor's cookies so the API checks who asks.
 *
 * @example
 * const result = await loadSubmissionsForm(id);
 * if (result.status === "not-found") notFound();
 */
export async function loadSubmissionsForm(id: string): Promise<SubmissionsFormResult> {
  const cookie = (await cookies()).toString();
  const { data, errors } = await internalClient({ cookie }).request<
    SubmissionsFormQuery,
    SubmissionsFormQueryVariables
  >(FORM_QUERY, { id });
  if (data?.formById) return { status: "ok", form: data.formById };
  const code = errors[0]?.extensions?.code;
  // FORBIDDEN: a form of a workspace the visitor is no member of (issue 34 §1).
  if (code === "NOT_FOUND" || code === "FORBIDDEN") return { status: "not-found" };
  if (code === "UNAUTHENTICATED") return { status: "signed-out" };
  throw new Error(errors[0]?.message ?? "The API gave no answer");
}
