"use client";

import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useId, useRef, useState } from "react";
import { ConfirmDialog } from "../admin-ui/confirm-dialog";
import { errorMessage } from "../admin-ui/error-message";
import { ShownOnceNotice } from "../admin-ui/shown-once-notice";
import { DeliveryLog } from "./delivery-log";
import {
  createWebhook,
  deleteWebhook,
  fetchWebhookDeliveries,
  fetchWebhooks,
  integrationsKeys,
  testWebhook,
  updateWebhook,
  type WebhookSummary,
  webhookFormatLabel,
} from "./integrations-api";
import { WebhookForm } from "./webhook-form";

type Announce = (kind: "success" | "error", text: string) => void;

/** The "Webhooks" section of a form's integrations page. */
export function WebhooksSection({ formId, announce }: { formId: string; announce: Announce }) {
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const queryClient = useQueryClient();
  const key = integrationsKeys.webhooks(formId);
  const { data: webhooks, error } = useQuery({
    queryKey: key,
    queryFn: () => fetchWebhooks(formId),
    refetchInterval: 10_000,
  });
  const [secret, setSecret] = useState<string | null>(null);
  const [editing, setEditing] = useState<string | null>(null);
  const [toDelete, setToDelete] = useState<WebhookSummary | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: key });

  const toggle = async (webhook: WebhookSummary) => {
    try {
      await updateWebhook({ id: webhook.id, enabled: !webhook.enabled });
      announce(
        "success",
        `${webhook.enabled ? "Disabled" : "Enabled"} the webhook to ${webhook.url}.`,
      );
      await refresh();
    } catch (e) {
      announce("error", errorMessage(e));
    }
  };

  const sendTest = async (webhook: WebhookSummary) => {
    try {
      const result = await testWebhook(webhook.id);
      if (result.ok) {
        announce("success", `Sent a test message to ${webhook.url} (${result.statusCode}).`);
      } else {
        const reason = result.error ?? `HTTP ${result.statusCode}`;
        announce("error", `The test message to ${webhook.url} failed: ${reason}`);
      }
    } catch (e) {
      announce("error", errorMessage(e));
    }
  };

  return (
    <section aria-labelledby={headingId} className="fw-admin-section">
      <h2 id={headingId} ref={heading} tabIndex={-1}>
        Webhooks
      </h2>
      <p className="fw-muted">
        Each event is POSTed as JSON, signed the Standard Webhooks way, or as a Slack, Discord,
        Microsoft Teams or Google Chat message, and retried for about a day when the receiver fails.
      </p>
      {secret ? (
        <ShownOnceNotice
          heading="Webhook added"
          warning="Copy the signing secret now: it will not be shown again."
          label="Signing secret"
          value={secret}
          doneLabel="Done, hide the secret"
          testId="webhook-secret"
          onDone={() => {
            setSecret(null);
            heading.current?.focus();
          }}
        >
          <p>
            Your receiver verifies each request's <code>webhook-signature</code> with it (see the
            Standard Webhooks libraries).
          </p>
        </ShownOnceNotice>
      ) : null}
      {error && !webhooks ? (
        <div className="fw-alert fw-alert--error" role="alert">
          <p>The webhooks could not be loaded: {errorMessage(error)}</p>
        </div>
      ) : null}
      {webhooks?.length === 0 ? <p>No webhooks yet.</p> : null}
      <ul className="fw-webhooks">
        {webhooks?.map((webhook) => (
          <li key={webhook.id} className="fw-webhook" data-enabled={webhook.enabled}>
            <h3 className="fw-webhook__url">
              <code>{webhook.url}</code>
            </h3>
            <p>
              Format: {webhookFormatLabel(webhook.format)}. Events: {webhook.events.join(", ")}.{" "}
              <strong>{webhook.enabled ? "Enabled" : "Disabled"}</strong>
              {webhook.disabledReason ? `: ${webhook.disabledReason}` : null}
            </p>
            {editing === webhook.id ? (
              <WebhookForm
                heading="Edit webhook"
                submitLabel="Save webhook"
                initialUrl={webhook.url}
                initialEvents={webhook.events}
                initialFormat={webhook.format}
                onCancel={() => setEditing(null)}
                onSubmit={async (values) => {
                  await updateWebhook({ id: webhook.id, ...values });
                  setEditing(null);
                  announce("success", `Saved the webhook to ${values.url}.`);
                  await refresh();
                }}
              />
            ) : (
              <div className="fw-integrations__actions">
                <button
                  type="button"
                  className="fw-button fw-button--secondary"
                  onClick={() => setEditing(webhook.id)}
                >
                  Edit<span className="fw-sr-only"> webhook to {webhook.url}</span>
                </button>
                <button
                  type="button"
                  className="fw-button fw-button--secondary"
                  onClick={() => sendTest(webhook)}
                >
                  Send a test message<span className="fw-sr-only"> to {webhook.url}</span>
                </button>
                <button
                  type="button"
                  className="fw-button fw-button--secondary"
                  onClick={() => toggle(webhook)}
                >
                  {webhook.enabled ? "Disable" : "Enable"}
                  <span className="fw-sr-only"> webhook to {webhook.url}</span>
                </button>
                <button
                  type="button"
                  className="fw-button fw-button--danger"
                  onClick={() => setToDelete(webhook)}
                >
                  Delete<span className="fw-sr-only"> webhook to {webhook.url}</span>
                </button>
              </div>
            )}
            <details className="fw-webhook__log">
              <summary>Deliveries</summary>
              <DeliveryLog
                title={`Deliveries to ${webhook.url}`}
                queryKey={integrationsKeys.deliveries(webhook.id)}
                fetchPage={(after) => fetchWebhookDeliveries({ webhookId: webhook.id, after })}
                canRedeliver={webhook.enabled}
                announce={announce}
                headingLevel={4}
              />
            </details>
          </li>
        ))}
      </ul>
      <WebhookForm
        key={webhooks?.length ?? 0}
        heading="Add webhook"
        submitLabel="Add webhook"
        onSubmit={async (values) => {
          const created = await createWebhook({ formId, ...values });
          await refresh();
          setSecret(created.secret);
        }}
      />
      <ConfirmDialog
        isOpen={toDelete !== null}
        message={toDelete ? `Delete the webhook to ${toDelete.url} and its delivery log?` : ""}
        confirmLabel="Delete webhook"
        onConfirm={async () => {
          if (!toDelete) return;
          await deleteWebhook(toDelete.id);
          announce("success", `Deleted the webhook to ${toDelete.url}.`);
          setToDelete(null);
          await refresh();
        }}
        onCancel={() => setToDelete(null)}
        fallbackFocus={() => heading.current}
      />
    </section>
  );
}
