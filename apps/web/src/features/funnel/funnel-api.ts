import type { FormFunnelQuery, FormFunnelQueryVariables } from "../../graphql/operation-types";
import { browserClient } from "../api/browser-client";

/** Days the admin's funnel covers. */
export const FUNNEL_DAYS = 30;

const FUNNEL = /* GraphQL */ `
  query FormFunnel($id: ID!, $days: Int!) {
    formFunnel(formId: $id, days: $days) {
      views
      starts
      pages { page reached }
      completions
      completionRate
      medianSecondsToComplete
      days { date views starts pages { page reached } completions }
    }
  }
`;

/** A form's completion funnel as the admin shows it. */
export type FormFunnel = FormFunnelQuery["formFunnel"];

/** The funnel of a form over the last {@link FUNNEL_DAYS} days (viewers and up). */
export async function fetchFormFunnel(formId: string): Promise<FormFunnel> {
  const data = await browserClient().request<FormFunnelQuery, FormFunnelQueryVariables>(FUNNEL, {
    id: formId,
    days: FUNNEL_DAYS,
  });
  return data.formFunnel;
}
