import { eq } from "drizzle-orm";
import { extractText, getDocumentProxy } from "unpdf";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseConnection } from "../../db/database";
import { outbox, submissionPayments } from "../../db/schema";
import { databaseTargets } from "../../testing/databases";
import { type FakeStripe, startFakeStripe } from "../../testing/fake-stripe";
import { createForm, publishForm } from "../forms";
import { renderMail } from "../mail/submission-mail";
import { pdfBytes } from "../submission-pdf/submission-pdf";
import { loadSubmissionPdf } from "../submission-pdf/submission-pdfs";
import { submitForm } from "../submissions/submit-form";
import { paymentsOf } from "./stripe-client";
import { handleStripeEvent } from "./stripe-events";

/** The payment's way through the submit statement and Stripe's events, on each database. */
describe.each(databaseTargets)("a payment's states on $name (issue 36)", ({ open }) => {
  let conn: DatabaseConnection;
  let stripe: FakeStripe;
  let formId = "";

  beforeAll(async () => {
    conn = await open();
    stripe = await startFakeStripe();
    const form = await createForm(conn.db, {
      slug: "fee",
      title: "Fee",
      blocks: [
        { type: "text", name: "name", label: "Name", required: true },
        { type: "payment", name: "fee", label: "Fee", currency: "GBP", amount: 2500 },
      ],
    });
    await publishForm(conn.db, form.id);
    formId = form.id;
  });
  afterAll(async () => {
    await stripe?.close();
    await conn?.close();
  });

  it("stores the answers with their payment pending, queues nothing, then pays once", async () => {
    const payments = paymentsOf({
      secretKey: stripe.secretKey,
      webhookSecret: stripe.webhookSecret,
      apiBase: stripe.url,
    });
    const result = await submitForm(conn.db, {
      slug: "fee",
      data: { name: "Ada" },
      idempotencyKey: "db-1",
      payments: { payments, publicUrl: "https://forms.example" },
    });
    const id = result.submissionId ?? "";
    expect(result.paymentUrl).toMatch(/\/pay\/cs_test_/);
    const pending = await conn.db
      .select()
      .from(submissionPayments)
      .where(eq(submissionPayments.submissionId, id));
    expect(pending).toMatchObject([{ status: "pending", amount: 2500, currency: "GBP" }]);
    expect(await conn.db.select().from(outbox)).toEqual([]);
    const [session] = stripe.sessionsOf(id);
    const event = stripe.pay(session?.id ?? "");
    expect(await handleStripeEvent(conn.db, event)).toEqual({ outcome: "paid", queued: 0 });
    expect(await handleStripeEvent(conn.db, event)).toEqual({ outcome: "duplicate", queued: 0 });
    const [paid] = await conn.db
      .select({ status: submissionPayments.status })
      .from(submissionPayments)
      .where(eq(submissionPayments.submissionId, id));
    expect(paid?.status).toBe("paid");
    // The owners' mail, sent now, says what was paid.
    const mail = await renderMail(conn.db, {
      formId: formId,
      payload: {
        template: "notification",
        to: ["owner@example.com"],
        version: 1,
        submission: { id, createdAt: new Date().toISOString(), answers: { name: "Ada" } },
      },
      publicUrl: "https://forms.example",
    });
    expect(mail.text).toContain("Payment: £25.00, paid");
    // So does the submission's PDF (the download, the zip and the owners' mail's).
    const { pdf } = await loadSubmissionPdf(conn.db, id, {
      publicUrl: "https://forms.example",
      storage: undefined,
    });
    const read = await getDocumentProxy(new Uint8Array(await pdfBytes(pdf)));
    const text = (await extractText(read, { mergePages: true })).text;
    expect(text).toContain("Payment received: £25.00");
  });
});
