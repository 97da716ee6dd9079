"use client";

import type {
  CreateWebhookMutation,
  CreateWebhookMutationVariables,
  DeleteWebhookMutation,
  DeleteWebhookMutationVariables,
  DeliveryFieldsFragment,
  EmailDeliveriesQuery,
  EmailDeliveriesQueryVariables,
  EmailSettingsFieldsFragment,
  FormEmailSettingsQuery,
  FormEmailSettingsQueryVariables,
  RedeliverMutation,
  RedeliverMutationVariables,
  SaveEmailSettingsMutation,
  SaveEmailSettingsMutationVariables,
  SendTestEmailMutation,
  SendTestEmailMutationVariables,
  TestWebhookMutation,
  TestWebhookMutationVariables,
  UpdateWebhookMutation,
  UpdateWebhookMutationVariables,
  WebhookDeliveriesQuery,
  WebhookDeliveriesQueryVariables,
  WebhookFieldsFragment,
  WebhooksQuery,
  WebhooksQueryVariables,
} from "../../graphql/operation-types";
import { browserClient } from "../api/browser-client";

const WEBHOOK = /* GraphQL */ `
  fragment WebhookFields on Webhook { id url events format enabled disabledReason createdAt }
`;
const DELIVERY = /* GraphQL */ `
  fragment DeliveryFields on Delivery {
    id event status createdAt nextAttemptAt lastError
    attempts { attemptedAt ok statusCode durationMs responseExcerpt error }
  }
`;
const EMAIL_SETTINGS = /* GraphQL */ `
  fragment EmailSettingsFields on FormEmailSettings {
    notify respondentCopyField emailFields { name label } isEmailConfigured attachPdf
  }
`;

/** A webhook as the admin lists it (never its secret). */
export type WebhookSummary = WebhookFieldsFragment;

/** A webhook delivery or a mail, with its attempts; `status` is pending, delivered or failed. */
export type DeliverySummary = DeliveryFieldsFragment;

/** One attempt at a delivery. */
export type AttemptSummary = DeliverySummary["attempts"][number];

/** A page of deliveries. */
export type DeliveryPage = WebhookDeliveriesQuery["webhookDeliveries"];

/** A form's email settings. */
export type EmailSettingsSummary = EmailSettingsFieldsFragment;

/** The events a webhook can subscribe to. */
export const WEBHOOK_EVENTS = [
  "submission.created",
  "submission.deleted",
  "submission.partial",
  "submission.updated",
  "submission.paid",
] as const;

/** The events a new webhook starts with: unfinished answers only when asked for. */
export const DEFAULT_WEBHOOK_EVENTS: readonly string[] = [
  "submission.created",
  "submission.deleted",
  "submission.updated",
  "submission.paid",
];

/** React Query keys of the integrations page. */
export const integrationsKeys = {
  webhooks: (formId: string) => ["webhooks", formId] as const,
  deliveries: (webhookId: string) => ["webhookDeliveries", webhookId] as const,
  email: (formId: string) => ["formEmailSettings", formId] as const,
  mails: (formId: string) => ["emailDeliveries", formId] as const,
};

export async function fetchWebhooks(formId: string): Promise<WebhookSummary[]> {
  const data = await browserClient().request<WebhooksQuery, WebhooksQueryVariables>(
    /* GraphQL */ `
      query Webhooks($formId: ID!) { webhooks(formId: $formId) { ...WebhookFields } }
      ${WEBHOOK}
    `,
    { formId },
  );
  return data.webhooks;
}

/** A webhook's message formats, by name as the integrations page offers them (issue 35 §2). */
export const WEBHOOK_FORMATS = [
  { value: "standard", label: "Signed JSON", hint: "for your own receiver, Zapier, Make or n8n" },
  { value: "slack", label: "Slack", hint: "an incoming webhook" },
  { value: "discord", label: "Discord", hint: "a channel's webhook" },
  { value: "teams", label: "Microsoft Teams", hint: "a Workflows webhook" },
  { value: "googleChat", label: "Google Chat", hint: "a space's webhook" },
] as const;

/** A format's name as people read it ("Slack"), or the value itself when unknown. */
export function webhookFormatLabel(format: string): string {
  return WEBHOOK_FORMATS.find((f) => f.value === format)?.label ?? format;
}

export async function createWebhook(input: {
  formId: string;
  url: string;
  events: string[];
  format: string;
}): Promise<CreateWebhookMutation["createWebhook"]> {
  const data = await browserClient().request<CreateWebhookMutation, CreateWebhookMutationVariables>(
    /* GraphQL */ `
      mutation CreateWebhook($formId: ID!, $url: String!, $events: [String!], $format: String) {
        createWebhook(formId: $formId, url: $url, events: $events, format: $format) {
          secret
          webhook { ...WebhookFields }
        }
      }
      ${WEBHOOK}
    `,
    input,
  );
  return data.createWebhook;
}

export async function updateWebhook(input: {
  id: string;
  url?: string;
  events?: string[];
  format?: string;
  enabled?: boolean;
}): Promise<WebhookSummary> {
  const data = await browserClient().request<UpdateWebhookMutation, UpdateWebhookMutationVariables>(
    /* GraphQL */ `
      mutation UpdateWebhook($id: ID!, $url: String, $events: [String!], $format: String, $enabled: Boolean) {
        updateWebhook(id: $id, url: $url, events: $events, format: $format, enabled: $enabled) { ...WebhookFields }
      }
      ${WEBHOOK}
    `,
    input,
  );
  return data.updateWebhook;
}

/** Sends a webhook a test message now; answers how it went. */
export async function testWebhook(id: string): Promise<TestWebhookMutation["testWebhook"]> {
  const data = await browserClient().request<TestWebhookMutation, TestWebhookMutationVariables>(
    /* GraphQL */ `mutation TestWebhook($id: ID!) { testWebhook(id: $id) { ok statusCode error } }`,
    { id },
  );
  return data.testWebhook;
}

export async function deleteWebhook(id: string): Promise<void> {
  await browserClient().request<DeleteWebhookMutation, DeleteWebhookMutationVariables>(
    /* GraphQL */ `mutation DeleteWebhook($id: ID!) { deleteWebhook(id: $id) }`,
    { id },
  );
}

export async function fetchWebhookDeliveries(input: {
  webhookId: string;
  after?: string | null;
}): Promise<DeliveryPage> {
  const data = await browserClient().request<
    WebhookDeliveriesQuery,
    WebhookDeliveriesQueryVariables
  >(
    /* GraphQL */ `
      query WebhookDeliveries($webhookId: ID!, $first: Int, $after: String) {
        webhookDeliveries(webhookId: $webhookId, first: $first, after: $after) {
          nodes { ...DeliveryFields }
          pageInfo { endCursor hasNextPage }
        }
      }
      ${DELIVERY}
    `,
    { webhookId: input.webhookId, first: 10, after: input.after ?? null },
  );
  return data.webhookDeliveries;
}

export async function fetchEmailDeliveries(input: {
  formId: string;
  after?: string | null;
}): Promise<DeliveryPage> {
  const data = await browserClient().request<EmailDeliveriesQuery, EmailDeliveriesQueryVariables>(
    /* GraphQL */ `
      query EmailDeliveries($formId: ID!, $first: Int, $after: String) {
        emailDeliveries(formId: $formId, first: $first, after: $after) {
          nodes { ...DeliveryFields }
          pageInfo { endCursor hasNextPage }
        }
      }
      ${DELIVERY}
    `,
    { formId: input.formId, first: 10, after: input.after ?? null },
  );
  return data.emailDeliveries;
}

export async function redeliver(deliveryId: string): Promise<void> {
  await browserClient().request<RedeliverMutation, RedeliverMutationVariables>(
    /* GraphQL */ `mutation Redeliver($id: ID!) { redeliverWebhook(deliveryId: $id) { id } }`,
    { id: deliveryId },
  );
}

export async function fetchEmailSettings(formId: string): Promise<EmailSettingsSummary> {
  const data = await browserClient().request<
    FormEmailSettingsQuery,
    FormEmailSettingsQueryVariables
  >(
    /* GraphQL */ `
      query FormEmailSettings($formId: ID!) {
        formEmailSettings(formId: $formId) { ...EmailSettingsFields }
      }
      ${EMAIL_SETTINGS}
    `,
    { formId },
  );
  return data.formEmailSettings;
}

export async function saveEmailSettings(input: {
  formId: string;
  notify: string[];
  respondentCopyField: string | null;
  attachPdf: boolean;
}): Promise<EmailSettingsSummary> {
  const data = await browserClient().request<
    SaveEmailSettingsMutation,
    SaveEmailSettingsMutationVariables
  >(
    /* GraphQL */ `
      mutation SaveEmailSettings(
        $formId: ID!
        $notify: [String!]!
        $field: String
        $attachPdf: Boolean
      ) {
        updateFormEmailSettings(
          formId: $formId
          notify: $notify
          respondentCopyField: $field
          attachPdf: $attachPdf
        ) {
          ...EmailSettingsFields
        }
      }
      ${EMAIL_SETTINGS}
    `,
    {
      formId: input.formId,
      notify: input.notify,
      field: input.respondentCopyField,
      attachPdf: input.attachPdf,
    },
  );
  return data.updateFormEmailSettings;
}

export async function sendTestEmail(to: string): Promise<SendTestEmailMutation["sendTestEmail"]> {
  const data = await browserClient().request<SendTestEmailMutation, SendTestEmailMutationVariables>(
    /* GraphQL */ `mutation SendTestEmail($to: String!) { sendTestEmail(to: $to) { ok response } }`,
    { to },
  );
  return data.sendTestEmail;
}
