/**
 * What a form's integrations page is called, as the editor and the
 * submissions page link to it: its heading, title and breadcrumb.
 */
export const INTEGRATIONS_TITLE = "Webhooks and email";

/** The path of a form's integrations page. */
export function integrationsPath(formId: string): string {
  return `/admin/forms/${formId}/integrations`;
}
