import type {
  RespondentLinkStatusQuery,
  RespondentLinkStatusQueryVariables,
} from "../../graphql/operation-types";
import { internalClient } from "../api/internal-client";

const STATUS_QUERY = /* GraphQL */ `
  query RespondentLinkStatus($slug: String!, $token: String!) {
    respondentLinkStatus(slug: $slug, token: $token)
  }
`;

/** Why a single-use link takes no answers (`REQUIRED`: a form with `limits.invitesOnly` opened without one). */
export type InviteRefusal = "USED" | "REVOKED" | "UNKNOWN" | "REQUIRED";

/**
 * Whether the single-use link `token` (`?invite=`) of the form takes answers:
 * null when it does, else why not. Read on the server as the page renders.
 */
export async function loadInviteRefusal(input: {
  slug: string;
  token: string;
}): Promise<InviteRefusal | null> {
  const { data } = await internalClient().request<
    RespondentLinkStatusQuery,
    RespondentLinkStatusQueryVariables
  >(STATUS_QUERY, input);
  const status = data?.respondentLinkStatus ?? "UNKNOWN";
  return status === "VALID" ? null : status;
}
