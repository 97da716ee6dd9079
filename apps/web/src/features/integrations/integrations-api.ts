"use client";

import { browserClient } from "../api/browser-client";

/** A webhook as the admin lists it (never its secret). */
export interface WebhookSummary {
  id: string;
  url: string;
  events: string[];
  enabled: boolean;
  disabledReason: string | null;
  createdAt: string;
}

/** One attempt at a delivery. */
export interface AttemptSummary {
  attemptedAt: string;
  ok: boolean;
  statusCode: number | null;
  durationMs: number;
  responseExcerpt: string | null;
  error: string | null;
}

/** A webhook delivery or a mail, with its attempts. */
export interface DeliverySummary {
  id: string;
  event: string;
  status: "pending" | "delivered" | "failed";
  createdAt: string;
  nextAttemptAt: string | null;
  lastError: string | null;
  attempts: AttemptSummary[];
}

/** A page of deliveries. */
export interface DeliveryPage {
  nodes: DeliverySummary[];
  pageInfo: { endCursor: string | null; hasNextPage: boolean };
}

/** A form's email settings. */
export interface EmailSettingsSummary {
  notify: string[];
  respondentCopyField: string | null;
  emailFields: Array<{ name: string; label: string }>;
  isEmailConfigured: boolean;
}

/** The events a webhook can subscribe to. */
export const WEBHOOK_EVENTS = ["submission.created", "submission.deleted"] as const;

const WEBHOOK = "id url events enabled disabledReason createdAt";
const DELIVERY = `id event status createdAt nextAttemptAt lastError
  attempts { attemptedAt ok statusCode durationMs responseExcerpt error }`;
const EMAIL_SETTINGS = "notify respondentCopyField emailFields { name label } isEmailConfigured";

/** React Query keys of the integrations page. */
export const integrationsKeys = {
  webhooks: (formId: string) => ["webhooks", formId] as const,
  deliveries: (webhookId: string) => ["webhookDeliveries", webhookId] as const,
  email: (formId: string) => ["formEmailSettings", formId] as const,
  mails: (formId: string) => ["emailDeliveries", formId] as const,
};

export async function fetchWebhooks(formId: string): Promise<WebhookSummary[]> {
  const data = await browserClient().request<{ webhooks: WebhookSummary[] }>(
    `query Webhooks($formId: ID!) { webhooks(formId: $formId) { ${WEBHOOK} } }`,
    { formId },
  );
  return data.webhooks;
}

export async function createWebhook(input: {
  formId: string;
  url: string;
  events: string[];
}): Promise<{ secret: string; webhook: WebhookSummary }> {
  const data = await browserClient().request<{
    createWebhook: { secret: string; webhook: WebhookSummary };
  }>(
    `mutation CreateWebhook($formId: ID!, $url: String!, $events: [String!]) {
      createWebhook(formId: $formId, url: $url, events: $events) { secret webhook { ${WEBHOOK} } } }`,
    input,
  );
  return data.createWebhook;
}

export async function updateWebhook(input: {
  id: string;
  url?: string;
  events?: string[];
  enabled?: boolean;
}): Promise<WebhookSummary> {
  const data = await browserClient().request<{ updateWebhook: WebhookSummary }>(
    `mutation UpdateWebhook($id: ID!, $url: String, $events: [String!], $enabled: Boolean) {
      updateWebhook(id: $id, url: $url, events: $events, enabled: $enabled) { ${WEBHOOK} } }`,
    input,
  );
  return data.updateWebhook;
}

export async function deleteWebhook(id: string): Promise<void> {
  await browserClient().request(`mutation DeleteWebhook($id: ID!) { deleteWebhook(id: $id) }`, {
    id,
  });
}

export async function fetchWebhookDeliveries(input: {
  webhookId: string;
  after?: string | null;
}): Promise<DeliveryPage> {
  const data = await browserClient().request<{ webhookDeliveries: DeliveryPage }>(
    `query WebhookDeliveries($webhookId: ID!, $first: Int, $after: String) {
      webhookDeliveries(webhookId: $webhookId, first: $first, after: $after) {
        nodes { ${DELIVERY} } pageInfo { endCursor hasNextPage } } }`,
    { webhookId: input.webhookId, first: 10, after: input.after ?? null },
  );
  return data.webhookDeliveries;
}

export async function fetchEmailDeliveries(input: {
  formId: string;
  after?: string | null;
}): Promise<DeliveryPage> {
  const data = await browserClient().request<{ emailDeliveries: DeliveryPage }>(
    `query EmailDeliveries($formId: ID!, $first: Int, $after: String) {
      emailDeliveries(formId: $formId, first: $first, after: $after) {
        nodes { ${DELIVERY} } pageInfo { endCursor hasNextPage } } }`,
    { formId: input.formId, first: 10, after: input.after ?? null },
  );
  return data.emailDeliveries;
}

export async function redeliver(deliveryId: string): Promise<void> {
  await browserClient().request(
    `mutation Redeliver($id: ID!) { redeliverWebhook(deliveryId: $id) { id } }`,
    { id: deliveryId },
  );
}

export async function fetchEmailSettings(formId: string): Promise<EmailSettingsSummary> {
  const data = await browserClient().request<{ formEmailSettings: EmailSettingsSummary }>(
    `query FormEmailSettings($formId: ID!) { formEmailSettings(formId: $formId) { ${EMAIL_SETTINGS} } }`,
    { formId },
  );
  return data.formEmailSettings;
}

export async function saveEmailSettings(input: {
  formId: string;
  notify: string[];
  respondentCopyField: string | null;
}): Promise<EmailSettingsSummary> {
  const data = await browserClient().request<{ updateFormEmailSettings: EmailSettingsSummary }>(
    `mutation SaveEmailSettings($formId: ID!, $notify: [String!]!, $field: String) {
      updateFormEmailSettings(formId: $formId, notify: $notify, respondentCopyField: $field) { ${EMAIL_SETTINGS} } }`,
    { formId: input.formId, notify: input.notify, field: input.respondentCopyField },
  );
  return data.updateFormEmailSettings;
}

export async function sendTestEmail(to: string): Promise<{ ok: boolean; response: string }> {
  const data = await browserClient().request<{
    sendTestEmail: { ok: boolean; response: string };
  }>(`mutation SendTestEmail($to: String!) { sendTestEmail(to: $to) { ok response } }`, { to });
  return data.sendTestEmail;
}
