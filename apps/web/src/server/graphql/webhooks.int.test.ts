import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort } from "../testing/child-api-server";
import { contactDocument, validContactAnswers } from "../testing/fixtures";
import { type SmtpSink, startSmtpSink } from "../testing/smtp-sink";
import { SUBMIT_FORM } from "../testing/submission-client";
import { startTestServer, type TestServer } from "../testing/test-server";
import { startWebhookReceiver, type WebhookReceiver } from "../testing/webhook-receiver";

const OWNER = { authorization: "Bearer test-admin-token" };

describe("webhooks and email through the API", () => {
  let api: TestServer;
  let sink: SmtpSink;
  let receiver: WebhookReceiver;
  let formId: string;

  beforeAll(async () => {
    sink = await startSmtpSink();
    receiver = await startWebhookReceiver();
    api = await startTestServer({
      webhookAllowPrivate: true,
      mail: { smtpUrl: sink.url, from: "forms@example.com" },
      outboxPollMs: 50,
    });
    const created = await api.gql(
      `mutation($d: JSON!) { createForm(document: $d) { id } }`,
      { d: contactDocument() },
      OWNER,
    );
    formId = created.body.data.createForm.id;
    await api.gql(`mutation($id: ID!) { publishForm(id: $id) { id } }`, { id: formId }, OWNER);
  });
  afterAll(async () => {
    await api?.close();
    await receiver?.close();
    await sink?.close();
  });

  it("creates a webhook, shows its secret once, delivers each submission, and pages the log", async () => {
    const created = await api.gql(
      `mutation($id: ID!, $url: String!) { createWebhook(formId: $id, url: $url) { secret webhook { id url events enabled } } }`,
      { id: formId, url: receiver.url },
      OWNER,
    );
    const { secret, webhook } = created.body.data.createWebhook;
    expect(webhook).toMatchObject({
      url: receiver.url,
      events: ["submission.created", "submission.deleted", "submission.updated", "submission.paid"],
      enabled: true,
    });
    receiver.setSecret(secret);
    const listed = await api.gql(
      `query($id: ID!) { webhooks(formId: $id) { id url } }`,
      { id: formId },
      OWNER,
    );
    expect(listed.body.data.webhooks).toEqual([{ id: webhook.id, url: receiver.url }]);
    expect(JSON.stringify(listed.body)).not.toContain("whsec_");

    for (const key of ["a", "b", "c"]) {
      const submitted = await api.gql(SUBMIT_FORM, {
        slug: "contact",
        key,
        data: validContactAnswers,
      });
      expect(submitted.body.data.submitForm.submissionId).toBeTruthy();
    }
    const received = await receiver.waitFor(3);
    expect(received.every((r) => r.verified !== null)).toBe(true);

    const query = `query($id: ID!, $after: String) { webhookDeliveries(webhookId: $id, first: 2, after: $after) {
      nodes { id status attempts { ok statusCode durationMs responseExcerpt error attemptedAt } }
      pageInfo { endCursor hasNextPage } } }`;
    const deadline = Date.now() + 10_000;
    let first = await api.gql(query, { id: webhook.id }, OWNER);
    while (
      first.body.data.webhookDeliveries.nodes.some(
        (n: { status: string }) => n.status !== "delivered",
      )
    ) {
      if (Date.now() > deadline) throw new Error("not delivered");
      await new Promise((r) => setTimeout(r, 50));
      first = await api.gql(query, { id: webhook.id }, OWNER);
    }
    expect(first.body.data.webhookDeliveries.nodes).toHaveLength(2);
    expect(first.body.data.webhookDeliveries.pageInfo.hasNextPage).toBe(true);
    const second = await api.gql(
      query,
      { id: webhook.id, after: first.body.data.webhookDeliveries.pageInfo.endCursor },
      OWNER,
    );
    expect(second.body.data.webhookDeliveries.nodes).toHaveLength(1);
    expect(second.body.data.webhookDeliveries.pageInfo.hasNextPage).toBe(false);
    const attempt = second.body.data.webhookDeliveries.nodes[0].attempts[0];
    expect(attempt).toMatchObject({
      ok: true,
      statusCode: 200,
      responseExcerpt: "thanks",
      error: null,
    });

    const redelivered = await api.gql(
      `mutation($id: ID!) { redeliverWebhook(deliveryId: $id) { status } }`,
      { id: second.body.data.webhookDeliveries.nodes[0].id },
      OWNER,
    );
    expect(redelivered.body.data.redeliverWebhook.status).toBe("pending");
    await receiver.waitFor(4);

    const off = await api.gql(
      `mutation($id: ID!) { updateWebhook(id: $id, enabled: false, events: ["submission.deleted"]) { enabled events disabledReason } }`,
      { id: webhook.id },
      OWNER,
    );
    expect(off.body.data.updateWebhook).toEqual({
      enabled: false,
      events: ["submission.deleted"],
      disabledReason: null,
    });
    const deleted = await api.gql(
      `mutation($id: ID!) { deleteWebhook(id: $id) }`,
      { id: webhook.id },
      OWNER,
    );
    expect(deleted.body.data.deleteWebhook).toBe(true);
    const gone = await api.gql(
      `mutation($id: ID!) { deleteWebhook(id: $id) }`,
      { id: webhook.id },
      OWNER,
    );
    expect(gone.body.errors?.[0]?.message).toBe("Webhook not found");
  });

  it("posts a chat service's message for a webhook with a format, unsigned; a test message on request", async () => {
    const chat = await startWebhookReceiver();
    try {
      const refused = await api.gql(
        `mutation($id: ID!, $url: String!) { createWebhook(formId: $id, url: $url, format: "telegram") { secret } }`,
        { id: formId, url: chat.url },
        OWNER,
      );
      expect(refused.body.errors?.[0]?.message).toBe(
        'format: must be one of standard, slack, discord, teams, googleChat, got "telegram"',
      );
      const created = await api.gql(
        `mutation($id: ID!, $url: String!) { createWebhook(formId: $id, url: $url, format: "slack", events: ["submission.created"]) { webhook { id format } } }`,
        { id: formId, url: chat.url },
        OWNER,
      );
      const { webhook } = created.body.data.createWebhook;
      expect(webhook.format).toBe("slack");
      const tested = await api.gql(
        `mutation($id: ID!) { testWebhook(id: $id) { ok statusCode error } }`,
        { id: webhook.id },
        OWNER,
      );
      expect(tested.body.data.testWebhook).toEqual({ ok: true, statusCode: 200, error: null });
      const [test] = await chat.waitFor(1);
      expect(JSON.parse(test!.body).text).toBe("Test message: Contact us");

      const submitted = await api.gql(SUBMIT_FORM, {
        slug: "contact",
        key: "chat-1",
        data: validContactAnswers,
      });
      const submissionId = submitted.body.data.submitForm.submissionId;
      const [, delivered] = await chat.waitFor(2);
      // No signature: a chat service has no secret to check it with.
      expect(delivered!.headers["webhook-signature"]).toBeUndefined();
      const body = JSON.parse(delivered!.body);
      expect(body.text).toBe("New submission: Contact us");
      expect(body.blocks[1].fields[0].text).toBe("*Full name*\nAda Lovelace");
      expect(body.blocks.at(-1).elements[0].url).toMatch(
        new RegExp(`/admin/forms/${formId}/submissions#submission-${submissionId}$`),
      );
      const switched = await api.gql(
        `mutation($id: ID!) { updateWebhook(id: $id, format: "discord") { format } }`,
        { id: webhook.id },
        OWNER,
      );
      expect(switched.body.data.updateWebhook.format).toBe("discord");
      await api.gql(`mutation($id: ID!) { deleteWebhook(id: $id) }`, { id: webhook.id }, OWNER);
    } finally {
      await chat.close();
    }
  });

  it("answers sendTestEmail with the SMTP server's reply, or its error as it came", async () => {
    const sent = await api.gql(
      `mutation { sendTestEmail(to: "me@example.com") { ok response } }`,
      {},
      OWNER,
    );
    expect(sent.body.data.sendTestEmail.ok).toBe(true);
    expect(sent.body.data.sendTestEmail.response).toMatch(/^250 /);
    const mails = await sink.waitFor(1);
    expect(mails.some((m) => m.subject === "Formwright test email")).toBe(true);

    const down = await startTestServer({
      mail: {
        smtpUrl: `smtp://user:pass@127.0.0.1:${await freePort()}`,
        from: "forms@example.com",
      },
      outboxWorker: false,
    });
    try {
      const failed = await down.gql(
        `mutation { sendTestEmail(to: "me@example.com") { ok response } }`,
        {},
        OWNER,
      );
      expect(failed.body.data.sendTestEmail.ok).toBe(false);
      expect(failed.body.data.sendTestEmail.response).toMatch(/ECONNREFUSED/);
    } finally {
      await down.close();
    }
  });

  it("says email is not configured on a server without SMTP, never failing silently", async () => {
    const bare = await startTestServer({ outboxWorker: false });
    try {
      const created = await bare.gql(
        `mutation($d: JSON!) { createForm(document: $d) { id } }`,
        { d: contactDocument() },
        OWNER,
      );
      const id = created.body.data.createForm.id;
      const settings = await bare.gql(
        `query($id: ID!) { formEmailSettings(formId: $id) { isEmailConfigured notify emailFields { name } } }`,
        { id },
        OWNER,
      );
      expect(settings.body.data.formEmailSettings).toEqual({
        isEmailConfigured: false,
        notify: [],
        emailFields: [{ name: "email" }],
      });
      const test = await bare.gql(
        `mutation { sendTestEmail(to: "me@example.com") { ok } }`,
        {},
        OWNER,
      );
      expect(test.body.errors?.[0]?.message).toBe(
        "Email is not configured: set FORMWRIGHT_SMTP_URL and FORMWRIGHT_MAIL_FROM",
      );
      const refused = await bare.gql(
        `mutation($id: ID!) { createWebhook(formId: $id, url: "http://169.254.169.254/latest") { secret } }`,
        { id },
        OWNER,
      );
      expect(refused.body.errors?.[0]?.message).toMatch(
        /169\.254\.169\.254, a loopback, private or link-local/,
      );
    } finally {
      await bare.close();
    }
  });
});
