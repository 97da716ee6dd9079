import { gql as graphqlRequestGql } from "graphql-request";

/**
 * Template tag for GraphQL documents: returns the text with its interpolations
 * filled in (it does not parse). Its value is the tag's name: editors, Prettier
 * and GraphQL tooling highlight and check `gql` templates.
 *
 * @example
 * const FORM_FIELDS = gql`fragment FormFields on Form { slug title }`;
 * const FormQuery = gql`
 *   query Form($slug: String!) { form(slug: $slug) { ...FormFields } }
 *   ${FORM_FIELDS}
 * `;
 */
export function gql(chunks: TemplateStringsArray, ...values: unknown[]): string {
  return graphqlRequestGql(chunks, ...values);
}
