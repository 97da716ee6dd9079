import { and, eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseConnection } from "../../db/database";
import { outbox, webhooks } from "../../db/schema";
import { databaseTargets } from "../../testing/databases";
import { contactDocument, validContactAnswers } from "../../testing/fixtures";
import { startWebhookReceiver, type WebhookReceiver } from "../../testing/webhook-receiver";
import { createForm, publishForm } from "../forms";
import { deleteSubmission } from "../submissions/delete-submission";
import { submitForm } from "../submissions/submit-form";
import { createWebhook, getWebhook, updateWebhook } from "../webhooks/webhooks";
import { listWebhookDeliveries, redeliver } from "./deliveries";
import { enqueueSubmissionEvents } from "./enqueue";
import {
  type OutboxWorkerOptions,
  runOutboxOnce,
  startOutboxWorker,
  WEBHOOK_DISABLED_REASON,
} from "./worker";

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe.each(databaseTargets)("webhook outbox on $name", ({ open }) => {
  let conn: DatabaseConnection;
  let receiver: WebhookReceiver;
  let formId: string;
  let slugCount = 0;
  let worker: OutboxWorkerOptions;

  beforeAll(async () => {
    conn = await open();
    worker = {
      db: conn.db,
      mailer: null,
      allowPrivate: true,
      publicUrl: "http://localhost:3000",
      retryDelaysMs: [30, 30],
    };
  });
  afterAll(async () => {
    await conn?.close();
  });
  afterEach(async () => {
    await receiver?.close();
  });

  /** A published form with one webhook to a fresh receiver. */
  async function formWithWebhook(events?: string[]) {
    slugCount += 1;
    const slug = `hooked-${slugCount}`;
    const form = await createForm(conn.db, contactDocument({ slug }));
    formId = form.id;
    await publishForm(conn.db, form.id);
    receiver = await startWebhookReceiver();
    const { webhook, secret } = await createWebhook(conn.db, {
      formId,
      url: receiver.url,
      events,
      allowPrivate: true,
    });
    receiver.setSecret(secret);
    return { slug, webhook, secret };
  }

  /** Runs the worker until no row of the form is pending (retries included), or fails after 15 s. */
  async function drain() {
    const until = Date.now() + 15_000;
    for (;;) {
      await runOutboxOnce(worker);
      const pending = await conn.db.$count(
        outbox,
        and(eq(outbox.formId, formId), eq(outbox.status, "pending")),
      );
      if (pending === 0) return;
      if (Date.now() > until) throw new Error(`${pending} deliveries still pending`);
      await sleep(20);
    }
  }

  it("queues the delivery in the submit statement and delivers it signed the Standard Webhooks way", async () => {
    const { slug, webhook, secret } = await formWithWebhook();
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]+=*$/);
    const { submissionId } = await submitForm(conn.db, {
      slug,
      data: validContactAnswers,
      idempotencyKey: "hook-1",
    });
    const queued = await conn.db.select().from(outbox).where(eq(outbox.webhookId, webhook.id));
    expect(queued).toHaveLength(1);
    expect(queued[0]?.status).toBe("pending");

    await runOutboxOnce(worker);
    const [request] = await receiver.waitFor(1);
    expect(request?.verified, "the standardwebhooks library accepts the signature").not.toBeNull();
    expect(request?.headers["webhook-id"]).toBe(queued[0]?.id);
    const body = JSON.parse(request?.body ?? "{}");
    expect(Object.keys(body)).toEqual(["type", "timestamp", "data"]);
    expect(body.type).toBe("submission.created");
    expect(body.data.form).toEqual({ slug, version: 1 });
    expect(body.data.submission.id).toBe(submissionId);
    expect(new Date(body.data.submission.createdAt).toISOString()).toBe(
      body.data.submission.createdAt,
    );
    expect(body.data.submission.answers).toEqual(validContactAnswers);

    const page = await listWebhookDeliveries(conn.db, { webhookId: webhook.id });
    expect(page.nodes[0]?.status).toBe("delivered");
    expect(page.nodes[0]?.attempts).toHaveLength(1);
    expect(page.nodes[0]?.attempts[0]).toMatchObject({
      isOk: true,
      statusCode: 200,
      responseExcerpt: "thanks",
    });
  });

  it("the running worker posts from its delivery thread: woken by a submit, it delivers, records and stops", async () => {
    const { slug, webhook } = await formWithWebhook();
    const running = startOutboxWorker({ ...worker, pollMs: 60_000 });
    try {
      await submitForm(conn.db, { slug, data: validContactAnswers, idempotencyKey: "thread-1" });
      running.wake();
      const [request] = await receiver.waitFor(1, 10_000);
      expect(
        request?.verified,
        "the standardwebhooks library accepts the signature",
      ).not.toBeNull();
      const until = Date.now() + 10_000;
      let row = (await conn.db.select().from(outbox).where(eq(outbox.webhookId, webhook.id)))[0];
      while (row?.status !== "delivered" && Date.now() < until) {
        await sleep(20);
        row = (await conn.db.select().from(outbox).where(eq(outbox.webhookId, webhook.id)))[0];
      }
      expect(row?.status).toBe("delivered");
    } finally {
      await running.stop();
    }
  });

  it("queues nothing for a resubmission with the same idempotency key", async () => {
    const { slug, webhook } = await formWithWebhook();
    for (let i = 0; i < 3; i++) {
      await submitForm(conn.db, { slug, data: validContactAnswers, idempotencyKey: "same" });
    }
    expect(await conn.db.$count(outbox, eq(outbox.webhookId, webhook.id))).toBe(1);
  });

  it("retries after a 500 and logs both attempts", async () => {
    const { slug, webhook } = await formWithWebhook();
    receiver.answer([500, 200]);
    await submitForm(conn.db, { slug, data: validContactAnswers, idempotencyKey: "flaky" });
    await drain();
    await receiver.waitFor(2);
    expect(receiver.received.map((r) => r.status)).toEqual([500, 200]);
    expect(receiver.received.every((r) => r.verified !== null)).toBe(true);
    expect(receiver.received[0]?.headers["webhook-id"]).toBe(
      receiver.received[1]?.headers["webhook-id"],
    );
    const [delivery] = (await listWebhookDeliveries(conn.db, { webhookId: webhook.id })).nodes;
    expect(delivery?.status).toBe("delivered");
    expect(delivery?.attempts.map((a) => [a.isOk, a.statusCode])).toEqual([
      [false, 500],
      [true, 200],
    ]);
    expect(delivery?.attempts[0]?.error).toBe("receiver answered 500");
  });

  it("sends submission.deleted when a submission is deleted, only to webhooks subscribed to it", async () => {
    const { slug } = await formWithWebhook(["submission.deleted"]);
    const { submissionId } = await submitForm(conn.db, {
      slug,
      data: validContactAnswers,
      idempotencyKey: "to-delete",
    });
    await deleteSubmission(conn.db, submissionId ?? "");
    await drain();
    const [request] = await receiver.waitFor(1);
    expect(receiver.received).toHaveLength(1);
    const body = JSON.parse(request?.body ?? "{}");
    expect(body.type).toBe("submission.deleted");
    expect(body.data.submission.id).toBe(submissionId);
  });

  it("queues events for a submission stored by another path (enqueueSubmissionEvents)", async () => {
    const { slug, webhook } = await formWithWebhook();
    const { submissionId } = await submitForm(conn.db, {
      slug,
      data: validContactAnswers,
      idempotencyKey: "x",
    });
    const written = await conn.db.transaction((tx) =>
      enqueueSubmissionEvents(tx, {
        submissionId: submissionId ?? "",
        event: "submission.created",
      }),
    );
    expect(written).toBe(1);
    expect(await conn.db.$count(outbox, eq(outbox.webhookId, webhook.id))).toBe(2);
  });

  it("fails a delivery for good after the schedule and disables a webhook that kept failing", async () => {
    const { slug, webhook } = await formWithWebhook();
    receiver.answer([503]);
    await submitForm(conn.db, { slug, data: validContactAnswers, idempotencyKey: "doomed" });
    await drain();
    expect(receiver.received).toHaveLength(3);
    const [delivery] = (await listWebhookDeliveries(conn.db, { webhookId: webhook.id })).nodes;
    expect(delivery?.status).toBe("failed");
    const after = await getWebhook(conn.db, webhook.id);
    expect(after.enabled).toBe(false);
    expect(after.disabledReason).toBe(WEBHOOK_DISABLED_REASON);

    // Disabled: new submissions queue nothing for it, and redelivery is refused until enabled.
    await submitForm(conn.db, { slug, data: validContactAnswers, idempotencyKey: "after" });
    expect(await conn.db.$count(outbox, eq(outbox.webhookId, webhook.id))).toBe(1);
    await expect(redeliver(conn.db, delivery?.id ?? "")).rejects.toThrow(/disabled/);

    await updateWebhook(conn.db, { id: webhook.id, enabled: true, allowPrivate: true });
    receiver.answer([200]);
    await redeliver(conn.db, delivery?.id ?? "");
    await drain();
    const [again] = (await listWebhookDeliveries(conn.db, { webhookId: webhook.id })).nodes;
    expect(again?.status).toBe("delivered");
    expect(again?.attempts).toHaveLength(4);
  });

  it("re-checks the address at delivery: a private address is refused and the attempt says why", async () => {
    const { slug, webhook } = await formWithWebhook();
    await submitForm(conn.db, { slug, data: validContactAnswers, idempotencyKey: "private" });
    await runOutboxOnce({ ...worker, allowPrivate: false });
    expect(receiver.received).toHaveLength(0);
    const [delivery] = (await listWebhookDeliveries(conn.db, { webhookId: webhook.id })).nodes;
    expect(delivery?.status).toBe("pending");
    expect(delivery?.attempts[0]?.error).toMatch(
      /resolves to 127\.0\.0\.1, a loopback, private or link-local address/,
    );
  });

  it("refuses private and malformed URLs when a webhook is created", async () => {
    const form = await createForm(conn.db, contactDocument({ slug: "refusing" }));
    for (const [url, message] of [
      ["http://127.0.0.1:9/hook", /127\.0\.0\.1, a loopback, private/],
      ["http://[::1]/hook", /::1, a loopback/],
      ["http://[::ffff:169.254.169.254]/", /a loopback, private or link-local/],
      ["http://localhost/hook", /a loopback, private or link-local/],
      ["ftp://example.com/", /must start with http:\/\/ or https:\/\//],
      ["https://user:pw@example.com/", /must not contain a user name/],
      ["not a url", /not a valid URL/],
    ] as const) {
      await expect(
        createWebhook(conn.db, { formId: form.id, url, allowPrivate: false }),
      ).rejects.toThrow(message);
    }
    await expect(
      createWebhook(conn.db, {
        formId: form.id,
        url: "https://example.com/",
        events: ["form.eaten"],
        allowPrivate: true,
      }),
    ).rejects.toThrow(/events must be among submission.created, submission.deleted/);
    expect(await conn.db.$count(webhooks, eq(webhooks.formId, form.id))).toBe(0);
  });
});
