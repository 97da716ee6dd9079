"use client";

import type {
  CreateRespondentLinksMutation,
  CreateRespondentLinksMutationVariables,
  RespondentLinksQuery,
  RespondentLinksQueryVariables,
  RevokeRespondentLinkMutation,
  RevokeRespondentLinkMutationVariables,
} from "../../../graphql/operation-types";
import { browserClient } from "../../api/browser-client";

/** A single-use link as the share panel shows it; `url` only for links made in this panel. */
export interface RespondentLinkRow {
  id: string;
  url: string | null;
  email: string | null;
  createdAt: string;
  usedAt: string | null;
  revokedAt: string | null;
}

/** The API's calls the single-use links section makes (replaced in tests by a real server's). */
export interface RespondentLinksApi {
  list(formId: string): Promise<RespondentLinkRow[]>;
  create(
    formId: string,
    input: { count: number } | { emails: string[] },
  ): Promise<RespondentLinkRow[]>;
  revoke(id: string): Promise<RespondentLinkRow>;
}

const RESPONDENT_LINKS = /* GraphQL */ `
  query RespondentLinks($formId: ID!) { respondentLinks(formId: $formId) { id url email createdAt usedAt revokedAt } }
`;

const CREATE_RESPONDENT_LINKS = /* GraphQL */ `
  mutation CreateRespondentLinks($formId: ID!, $count: Int, $emails: [String!]) {
    createRespondentLinks(formId: $formId, count: $count, emails: $emails) { id url email createdAt usedAt revokedAt }
  }
`;

const REVOKE_RESPONDENT_LINK = /* GraphQL */ `
  mutation RevokeRespondentLink($id: ID!) { revokeRespondentLink(id: $id) { id url email createdAt usedAt revokedAt } }
`;

/** The browser's calls to this server's API. */
export const respondentLinksApi: RespondentLinksApi = {
  async list(formId) {
    const data = await browserClient().request<RespondentLinksQuery, RespondentLinksQueryVariables>(
      RESPONDENT_LINKS,
      { formId },
    );
    return data.respondentLinks;
  },
  async create(formId, input) {
    const data = await browserClient().request<
      CreateRespondentLinksMutation,
      CreateRespondentLinksMutationVariables
    >(CREATE_RESPONDENT_LINKS, { formId, ...input });
    return data.createRespondentLinks;
  },
  async revoke(id) {
    const data = await browserClient().request<
      RevokeRespondentLinkMutation,
      RevokeRespondentLinkMutationVariables
    >(REVOKE_RESPONDENT_LINK, { id });
    return data.revokeRespondentLink;
  },
};
