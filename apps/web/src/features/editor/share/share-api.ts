"use client";

import type {
  FormEmbedOriginsQuery,
  FormEmbedOriginsQueryVariables,
  SetFormEmbedOriginsMutation,
  SetFormEmbedOriginsMutationVariables,
} from "../../../graphql/operation-types";
import { browserClient } from "../../api/browser-client";

const FORM_EMBED_ORIGINS = /* GraphQL */ `
  query FormEmbedOrigins($id: ID!) { formById(id: $id) { id embedOrigins } }
`;

const SET_FORM_EMBED_ORIGINS = /* GraphQL */ `
  mutation SetFormEmbedOrigins($id: ID!, $origins: [String!]!) {
    setFormEmbedOrigins(id: $id, origins: $origins) { id embedOrigins }
  }
`;

/** The origins allowed to embed a form. */
export async function fetchEmbedOrigins(id: string): Promise<string[]> {
  const data = await browserClient().request<FormEmbedOriginsQuery, FormEmbedOriginsQueryVariables>(
    FORM_EMBED_ORIGINS,
    { id },
  );
  return data.formById?.embedOrigins ?? [];
}

/** Replaces the origins allowed to embed a form; the server normalises and checks them. */
export async function saveEmbedOrigins(id: string, origins: string[]): Promise<string[]> {
  const data = await browserClient().request<
    SetFormEmbedOriginsMutation,
    SetFormEmbedOriginsMutationVariables
  >(SET_FORM_EMBED_ORIGINS, { id, origins });
  return data.setFormEmbedOrigins.embedOrigins;
}
