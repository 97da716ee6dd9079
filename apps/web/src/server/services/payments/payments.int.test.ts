import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { NATIVE_INPUT } from "../../../lib/native-post/native-post-names";
import { outbox, submissionPayments } from "../../db/schema";
import { type FakeStripe, startFakeStripe } from "../../testing/fake-stripe";
import { startTestServer, type TestServer } from "../../testing/test-server";
import { PAYMENTS_NEED_STRIPE } from "../forms";

const OWNER = { authorization: "Bearer test-admin-token" };

/** A race entry: 1500 per ticket, so the amount comes from a variable (price × quantity). */
const raceDocument = (slug: string) => ({
  slug,
  title: "Spring race",
  blocks: [
    { type: "text", name: "name", label: "Name", required: true },
    {
      type: "number",
      name: "tickets",
      label: "Tickets",
      required: true,
      rules: { min: 1, max: 10 },
    },
    {
      type: "payment",
      name: "fee",
      label: "Entry fee",
      description: "One per runner",
      currency: "EUR",
      amountFrom: "total",
    },
  ],
  variables: [{ name: "total", expression: "tickets * 1500" }],
});

const SUBMIT = `mutation($slug: String!, $data: JSON!, $key: String!) {
  submitForm(slug: $slug, data: $data, idempotencyKey: $key) { submissionId paymentUrl fieldErrors { name message } }
}`;

const PAYMENT_OF = `query($id: ID!) { submission(id: $id) { id payment { status amount currency checkoutSessionId paymentIntentId paidAt } } }`;

describe("payments through Stripe Checkout (issue 36)", () => {
  let stripe: FakeStripe;
  let api: TestServer;
  let slugCount = 0;

  beforeAll(async () => {
    stripe = await startFakeStripe();
    api = await startTestServer(
      {
        stripe: {
          secretKey: stripe.secretKey,
          webhookSecret: stripe.webhookSecret,
          apiBase: stripe.url,
        },
        publicUrl: "https://forms.example",
        webhookAllowPrivate: true,
      },
      // A page for forms posted without scripts to fall back on.
      { pages: (_req, res) => res.writeHead(200).end("page") },
    );
  });
  afterAll(async () => {
    await api?.close();
    await stripe?.close();
  });

  async function publishedRace(): Promise<string> {
    slugCount += 1;
    const slug = `race-${slugCount}`;
    const created = await api.gql(
      `mutation($d: JSON!) { createForm(document: $d) { id } }`,
      { d: raceDocument(slug) },
      OWNER,
    );
    expect(created.body.errors).toBeUndefined();
    const id = created.body.data.createForm.id;
    const published = await api.gql(
      `mutation($id: ID!) { publishForm(id: $id) { id } }`,
      { id },
      OWNER,
    );
    expect(published.body.errors).toBeUndefined();
    return slug;
  }

  async function submit(slug: string, data: Record<string, unknown>, key: string) {
    const result = await api.gql(SUBMIT, { slug, data, key });
    expect(result.body.errors).toBeUndefined();
    expect(result.body.data.submitForm.fieldErrors).toEqual([]);
    return result.body.data.submitForm as { submissionId: string; paymentUrl: string | null };
  }

  async function paymentOf(id: string) {
    const result = await api.gql(PAYMENT_OF, { id }, OWNER);
    return result.body.data.submission.payment;
  }

  async function outboxRowsOf(submissionId: string) {
    const rows = await api.database.db
      .select({ event: outbox.event, kind: outbox.kind, payload: outbox.payload })
      .from(outbox)
      .where(sql`${outbox.payload} -> 'submission' ->> 'id' = ${submissionId}`);
    return rows;
  }

  async function deliver(
    event: Parameters<FakeStripe["sign"]>[0],
    options?: Parameters<FakeStripe["sign"]>[1],
  ) {
    const { body, signature } = stripe.sign(event, options);
    const response = await fetch(`${api.url}/api/payments/stripe/webhook`, {
      method: "POST",
      headers: { "content-type": "application/json", "stripe-signature": signature },
      body,
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  }

  it("stores the answers with the payment pending, the amount computed on the server, and sends the respondent to Checkout", async () => {
    const slug = await publishedRace();
    // Amount tampering: a browser that sends an amount is refused, and nothing is stored.
    const tampered = await api.gql(SUBMIT, {
      slug,
      data: { name: "Ada", tickets: 2, fee: 1, total: 1 },
      key: "tamper-1",
    });
    expect(tampered.body.data.submitForm.submissionId).toBeNull();
    expect(tampered.body.data.submitForm.fieldErrors).toEqual([
      { name: "fee", message: 'Unknown field "fee"' },
      { name: "total", message: 'Unknown field "total"' },
    ]);
    const sessionsBefore = stripe.sessions.size;
    const sent = await submit(slug, { name: "Ada", tickets: 2 }, "tamper-2");
    expect(stripe.sessions.size).toBe(sessionsBefore + 1);
    expect(sent.submissionId).toBeTruthy();
    const [session] = stripe.sessionsOf(sent.submissionId);
    expect(session).toBeDefined();
    expect(sent.paymentUrl).toBe(session?.url);
    expect(session?.amount_total).toBe(3000);
    expect(session?.currency).toBe("eur");
    const create = stripe.requests.find(
      (r) => r.path === "/v1/checkout/sessions" && r.body.client_reference_id === sent.submissionId,
    );
    expect(create?.idempotencyKey).toBe(sent.submissionId);
    expect(String(create?.body.success_url)).toContain(
      `https://forms.example/f/${slug}/payment?submission=${sent.submissionId}&result=success`,
    );
    expect(String(create?.body.cancel_url)).toContain("result=cancelled");
    expect(await paymentOf(sent.submissionId)).toMatchObject({
      status: "pending",
      amount: 3000,
      currency: "EUR",
      checkoutSessionId: session?.id,
    });
    // Nothing goes out before it is paid.
    expect(await outboxRowsOf(sent.submissionId)).toEqual([]);
  });

  it("answers a resent submit with the same open session, never a second one", async () => {
    const slug = await publishedRace();
    const first = await submit(slug, { name: "Ada", tickets: 1 }, "again-1");
    const again = await submit(slug, { name: "Ada", tickets: 1 }, "again-1");
    expect(again.submissionId).toBe(first.submissionId);
    expect(again.paymentUrl).toBe(first.paymentUrl);
    expect(stripe.sessionsOf(first.submissionId)).toHaveLength(1);
  });

  it("refuses a forged or old signature with 400 and changes nothing", async () => {
    const slug = await publishedRace();
    const sent = await submit(slug, { name: "Eve", tickets: 1 }, "forged-1");
    const [session] = stripe.sessionsOf(sent.submissionId);
    const paid = stripe.pay(session?.id ?? "");
    const forged = await deliver(paid, { secret: "whsec_not_the_secret" });
    expect(forged.status).toBe(400);
    expect(String(forged.body.error)).toContain("signature");
    const old = await deliver(paid, { timestamp: Math.floor(Date.now() / 1000) - 6 * 60 });
    expect(old.status).toBe(400);
    const unsigned = await fetch(`${api.url}/api/payments/stripe/webhook`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(paid),
    });
    expect(unsigned.status).toBe(400);
    expect((await paymentOf(sent.submissionId)).status).toBe("pending");
    expect(await outboxRowsOf(sent.submissionId)).toEqual([]);
  });

  it("marks it paid on Stripe's signed event, and only then queues the mails and webhooks; a replayed event changes nothing", async () => {
    const slug = await publishedRace();
    const formId = (await api.gql(`query($s: String!) { form(slug: $s) { id } }`, { s: slug })).body
      .data?.form?.id;
    // A webhook subscribed to both events, so the paid event's rows can be seen.
    const owner = await api.gql(`query { forms { id slug } }`, {}, OWNER);
    const id = formId ?? owner.body.data.forms.find((f: { slug: string }) => f.slug === slug).id;
    const hook = await api.gql(
      `mutation($f: ID!) { createWebhook(formId: $f, url: "http://127.0.0.1:9/in", events: ["submission.created", "submission.paid"]) { webhook { id } } }`,
      { f: id },
      OWNER,
    );
    expect(hook.body.errors?.[0]?.message).toBeUndefined();
    const sent = await submit(slug, { name: "Grace", tickets: 3 }, "paid-1");
    const [session] = stripe.sessionsOf(sent.submissionId);
    const event = stripe.pay(session?.id ?? "");
    const first = await deliver(event);
    expect(first).toEqual({ status: 200, body: { received: true, outcome: "paid" } });
    const payment = await paymentOf(sent.submissionId);
    expect(payment).toMatchObject({ status: "paid", amount: 4500 });
    expect(payment.paymentIntentId).toMatch(/^pi_/);
    expect(payment.paidAt).toBeTruthy();
    const rows = await outboxRowsOf(sent.submissionId);
    expect(rows.map((r) => r.event).sort()).toEqual(["submission.created", "submission.paid"]);
    const paidRow = rows.find((r) => r.event === "submission.paid");
    expect((paidRow?.payload as { payment?: unknown } | undefined)?.payment).toMatchObject({
      status: "paid",
      amount: 4500,
      currency: "EUR",
    });
    // The same event again (Stripe retries): acknowledged, nothing more queued.
    const replay = await deliver(event);
    expect(replay).toEqual({ status: 200, body: { received: true, outcome: "duplicate" } });
    expect(await outboxRowsOf(sent.submissionId)).toHaveLength(2);
    // Paid: a resent submit has nothing left to pay.
    const resent = await submit(slug, { name: "Grace", tickets: 3 }, "paid-1");
    expect(resent.paymentUrl).toBeNull();
  });

  it("acknowledges, and ignores, events of the same Stripe account that are not about Formwright's sessions", async () => {
    const foreign = stripe.pay(
      (
        await new (
          await import("stripe")
        ).default(stripe.secretKey, {
          host: "127.0.0.1",
          port: new URL(stripe.url).port,
          protocol: "http",
        }).checkout.sessions.create({
          mode: "payment",
          client_reference_id: "order-1234",
          success_url: "https://shop.example/ok",
          line_items: [
            {
              quantity: 1,
              price_data: { currency: "eur", unit_amount: 999, product_data: { name: "Mug" } },
            },
          ],
        })
      ).id,
    );
    expect(await deliver(foreign)).toEqual({
      status: 200,
      body: { received: true, outcome: "ignored" },
    });
    const other = { ...foreign, id: `${foreign.id}_x`, type: "invoice.paid" } as typeof foreign;
    expect((await deliver(other)).body.outcome).toBe("ignored");
  });

  it("lets an expired session be retried: 'Pay now' makes a new session for the same submission", async () => {
    const slug = await publishedRace();
    const sent = await submit(slug, { name: "Lin", tickets: 1 }, "expire-1");
    const [first] = stripe.sessionsOf(sent.submissionId);
    expect((await deliver(stripe.expire(first?.id ?? ""))).body.outcome).toBe("expired");
    expect((await paymentOf(sent.submissionId)).status).toBe("expired");
    const retry = await fetch(`${api.url}/api/payments/checkout`, {
      method: "POST",
      redirect: "manual",
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        "sec-fetch-site": "same-origin",
      },
      body: new URLSearchParams({ submission: sent.submissionId }).toString(),
    });
    expect(retry.status).toBe(303);
    const sessions = stripe.sessionsOf(sent.submissionId);
    expect(sessions).toHaveLength(2);
    expect(retry.headers.get("location")).toBe(sessions[1]?.url);
    const create = stripe.requests.filter(
      (r) => r.path === "/v1/checkout/sessions" && r.body.client_reference_id === sent.submissionId,
    );
    expect(create.map((r) => r.idempotencyKey)).toEqual([
      sent.submissionId,
      `${sent.submissionId}:2`,
    ]);
    expect((await paymentOf(sent.submissionId)).status).toBe("pending");
    expect((await deliver(stripe.pay(sessions[1]?.id ?? ""))).body.outcome).toBe("paid");
    // The first session's late "expired" changes nothing now.
    expect((await paymentOf(sent.submissionId)).status).toBe("paid");
  });

  it("takes the payment of answers to the version before the live one (within its grace time) the same way", async () => {
    const slug = await publishedRace();
    const { id } = (
      await api.gql(`query($s: String!) { forms(search: $s) { id slug } }`, { s: slug }, OWNER)
    ).body.data.forms.find((f: { slug: string }) => f.slug === slug);
    await api.gql(`mutation($id: ID!) { publishForm(id: $id) { id } }`, { id }, OWNER);
    const result = await api.gql(
      `mutation($slug: String!, $data: JSON!) { submitForm(slug: $slug, data: $data, idempotencyKey: "older-1", version: 1) { submissionId paymentUrl } }`,
      { slug, data: { name: "Old", tickets: 4 } },
    );
    const sent = result.body.data.submitForm;
    const [session] = stripe.sessionsOf(sent.submissionId);
    expect(sent.paymentUrl).toBe(session?.url);
    expect(session?.amount_total).toBe(6000);
    expect(await paymentOf(sent.submissionId)).toMatchObject({ status: "pending", amount: 6000 });
    expect(await outboxRowsOf(sent.submissionId)).toEqual([]);
    const stored = await api.gql(
      `query($id: ID!) { submission(id: $id) { version } }`,
      { id: sent.submissionId },
      OWNER,
    );
    expect(stored.body.data.submission.version).toBe(1);
  });

  it("answers 413 to a 1 MB body on the webhook and on 'Pay now', reading no more of it", async () => {
    const huge = "x".repeat(1_000_000);
    const hook = await fetch(`${api.url}/api/payments/stripe/webhook`, {
      method: "POST",
      headers: { "content-type": "application/json", "stripe-signature": "t=1,v1=00" },
      body: huge,
    });
    expect(hook.status).toBe(413);
    const pay = await fetch(`${api.url}/api/payments/checkout`, {
      method: "POST",
      redirect: "manual",
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        "sec-fetch-site": "same-origin",
      },
      body: `submission=${huge}`,
    });
    expect(pay.status).toBe(413);
  });

  it("refuses 'Pay now' from another site", async () => {
    const response = await fetch(`${api.url}/api/payments/checkout`, {
      method: "POST",
      redirect: "manual",
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        "sec-fetch-site": "cross-site",
      },
      body: "submission=00000000-0000-4000-8000-000000000000",
    });
    expect(response.status).toBe(403);
  });

  it("refunds a paid payment once, through Stripe, for an owner", async () => {
    const slug = await publishedRace();
    const sent = await submit(slug, { name: "Mary", tickets: 1 }, "refund-1");
    const [session] = stripe.sessionsOf(sent.submissionId);
    const unpaidRefund = await api.gql(
      `mutation($id: ID!) { refundPayment(submissionId: $id) { status } }`,
      { id: sent.submissionId },
      OWNER,
    );
    expect(unpaidRefund.body.errors?.[0]?.message).toBe("Only a paid payment can be refunded");
    await deliver(stripe.pay(session?.id ?? ""));
    const refund = await api.gql(
      `mutation($id: ID!) { refundPayment(submissionId: $id) { status amount currency } }`,
      { id: sent.submissionId },
      OWNER,
    );
    expect(refund.body.data.refundPayment).toEqual({
      status: "refunded",
      amount: 1500,
      currency: "EUR",
    });
    const again = await api.gql(
      `mutation($id: ID!) { refundPayment(submissionId: $id) { status } }`,
      { id: sent.submissionId },
      OWNER,
    );
    expect(again.body.data.refundPayment.status).toBe("refunded");
    const refunds = stripe.requests.filter((r) => r.path === "/v1/refunds");
    expect(refunds.at(-1)?.idempotencyKey).toBe(`refund:${sent.submissionId}`);
    expect(refunds).toHaveLength(1);
    // Stripe's own event about it finds it refunded already.
    expect((await deliver(stripe.refunded(session?.id ?? ""))).status).toBe(200);
    expect((await paymentOf(sent.submissionId)).status).toBe("refunded");
  });

  it("marks a payment refunded in Stripe's dashboard from its charge.refunded event", async () => {
    const slug = await publishedRace();
    const sent = await submit(slug, { name: "Ida", tickets: 1 }, "dash-refund-1");
    const [session] = stripe.sessionsOf(sent.submissionId);
    await deliver(stripe.pay(session?.id ?? ""));
    expect((await deliver(stripe.refunded(session?.id ?? ""))).body.outcome).toBe("refunded");
    const [row] = await api.database.db
      .select({ status: submissionPayments.status, refundedAt: submissionPayments.refundedAt })
      .from(submissionPayments)
      .where(eq(submissionPayments.submissionId, sent.submissionId));
    expect(row?.status).toBe("refunded");
    expect(row?.refundedAt).toBeInstanceOf(Date);
  });

  it("sends a form posted without scripts on to Checkout (303)", async () => {
    const slug = await publishedRace();
    const response = await fetch(`${api.url}/f/${slug}`, {
      method: "POST",
      redirect: "manual",
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        "sec-fetch-site": "same-origin",
      },
      body: new URLSearchParams({
        name: "Noscript",
        tickets: "2",
        [NATIVE_INPUT.version]: "1",
        [NATIVE_INPUT.idempotencyKey]: "noscript-1",
      }).toString(),
    });
    expect(response.status).toBe(303);
    const location = response.headers.get("location") ?? "";
    const session = [...stripe.sessions.values()].find((s) => s.url === location);
    expect(session?.amount_total).toBe(3000);
    expect((await paymentOf(session?.client_reference_id ?? "")).status).toBe("pending");
  });

  it("keeps the answers when Stripe is down, sending the respondent to the form's payment page to try again", async () => {
    const slug = await publishedRace();
    stripe.failing(true);
    try {
      const sent = await submit(slug, { name: "Down", tickets: 1 }, "down-1");
      expect(sent.submissionId).toBeTruthy();
      expect(sent.paymentUrl).toBe(
        `https://forms.example/f/${slug}/payment?submission=${sent.submissionId}&result=cancelled`,
      );
      expect((await paymentOf(sent.submissionId)).status).toBe("pending");
    } finally {
      stripe.failing(false);
    }
  });

  // Last: it spends this address's budget.
  it("limits 'Pay now' per address, so a script cannot make sessions by the thousand", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 21; i += 1) {
      const response = await fetch(`${api.url}/api/payments/checkout`, {
        method: "POST",
        redirect: "manual",
        headers: {
          "content-type": "application/x-www-form-urlencoded",
          "sec-fetch-site": "same-origin",
        },
        body: "submission=00000000-0000-4000-8000-000000000000",
      });
      statuses.push(response.status);
      if (response.status === 429)
        expect(Number(response.headers.get("retry-after"))).toBeGreaterThan(0);
    }
    // The earlier tests' "Pay now" counted too: the limit (20 a minute) is reached within these.
    expect(statuses.filter((status) => status === 404).length).toBeLessThanOrEqual(20);
    expect(statuses.at(-1)).toBe(429);
  });
});

describe("a server without Stripe (issue 36)", () => {
  let api: TestServer;
  beforeAll(async () => {
    api = await startTestServer();
  });
  afterAll(async () => {
    await api?.close();
  });

  it("says it takes no payments, refuses to publish a payment form saying why, and has no webhook route", async () => {
    expect((await api.gql("{ isPaymentsConfigured }")).body.data.isPaymentsConfigured).toBe(false);
    const created = await api.gql(
      `mutation($d: JSON!) { createForm(document: $d) { id } }`,
      { d: raceDocument("unpaid-race") },
      OWNER,
    );
    const id = created.body.data.createForm.id;
    const published = await api.gql(
      `mutation($id: ID!) { publishForm(id: $id) { id } }`,
      { id },
      OWNER,
    );
    expect(published.body.errors?.[0]?.message).toBe(PAYMENTS_NEED_STRIPE);
    const hook = await fetch(`${api.url}/api/payments/stripe/webhook`, {
      method: "POST",
      body: "{}",
    });
    expect(hook.status).toBe(404);
  });
});
