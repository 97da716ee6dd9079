import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type FakeStripe, startFakeStripe } from "../testing/fake-stripe";
import { startTestServer, type TestServer } from "../testing/test-server";

const OWNER = { authorization: "Bearer test-admin-token" };

const PUBLIC_PAYMENT = `query($id: ID!) {
  paymentOfSubmission(submissionId: $id) {
    submissionId status amount currency formSlug formTitle confirmation language
  }
}`;

describe("the payment page's public query and policy (issue 36)", () => {
  let stripe: FakeStripe;
  let api: TestServer;

  beforeAll(async () => {
    stripe = await startFakeStripe();
    api = await startTestServer(
      {
        stripe: {
          secretKey: stripe.secretKey,
          webhookSecret: stripe.webhookSecret,
          apiBase: stripe.url,
        },
      },
      // Stands in for Next: answers with the policy Next would read its nonce from.
      { pages: (req, res) => res.end(String(req.headers["content-security-policy"] ?? "")) },
    );
    const free = await api.gql(
      `mutation($d: JSON!) { createForm(document: $d) { id } }`,
      {
        d: {
          slug: "free",
          title: "Free",
          blocks: [{ type: "text", name: "runner", label: "Name" }],
        },
      },
      OWNER,
    );
    await api.gql(
      `mutation($id: ID!) { publishForm(id: $id) { id } }`,
      { id: free.body.data.createForm.id },
      OWNER,
    );
    const created = await api.gql(
      `mutation($d: JSON!) { createForm(document: $d) { id } }`,
      {
        d: {
          slug: "entry",
          title: "Spring race",
          confirmation: { message: "Thanks, {{runner|runner}}!" },
          blocks: [
            { type: "text", name: "runner", label: "Name", required: true },
            { type: "payment", name: "fee", label: "Fee", currency: "EUR", amount: 1500 },
          ],
        },
      },
      OWNER,
    );
    await api.gql(
      `mutation($id: ID!) { publishForm(id: $id) { id } }`,
      { id: created.body.data.createForm.id },
      OWNER,
    );
  });
  afterAll(async () => {
    await api?.close();
    await stripe?.close();
  });

  async function submit(slug: string, data: Record<string, unknown>) {
    const result = await api.gql(
      `mutation($slug: String!, $data: JSON!, $key: String!) {
        submitForm(slug: $slug, data: $data, idempotencyKey: $key) { submissionId paymentUrl }
      }`,
      { slug, data, key: `key-${Math.random()}` },
    );
    expect(result.body.errors).toBeUndefined();
    return result.body.data.submitForm as { submissionId: string; paymentUrl: string | null };
  }

  it("answers anyone the payment's status, amount and the form's texts, never an answer", async () => {
    const { submissionId, paymentUrl } = await submit("entry", { runner: "Ada Lovelace" });
    expect(paymentUrl).toMatch(/\/pay\/cs_test_/);
    const pending = await api.gql(PUBLIC_PAYMENT, { id: submissionId });
    expect(pending.body.errors).toBeUndefined();
    expect(pending.body.data.paymentOfSubmission).toEqual({
      submissionId,
      status: "pending",
      amount: 1500,
      currency: "EUR",
      formSlug: "entry",
      formTitle: "Spring race",
      confirmation: "Thanks, runner!",
      language: null,
    });
    expect(JSON.stringify(pending.body)).not.toContain("Ada");

    const [session] = stripe.sessionsOf(submissionId);
    const { body, signature } = stripe.sign(stripe.pay(session?.id ?? ""));
    const delivered = await fetch(`${api.url}/api/payments/stripe/webhook`, {
      method: "POST",
      headers: { "content-type": "application/json", "stripe-signature": signature },
      body,
    });
    expect(delivered.status).toBe(200);
    const paid = await api.gql(PUBLIC_PAYMENT, { id: submissionId });
    expect(paid.body.data.paymentOfSubmission.status).toBe("paid");
  });

  it("answers null for an unknown id, a malformed one, and a submission that owes nothing", async () => {
    for (const id of ["00000000-0000-4000-8000-000000000000", "not-an-id"]) {
      const result = await api.gql(PUBLIC_PAYMENT, { id });
      expect(result.body.errors).toBeUndefined();
      expect(result.body.data.paymentOfSubmission).toBeNull();
    }
    const { submissionId } = await submit("free", { runner: "Ada" });
    const free = await api.gql(PUBLIC_PAYMENT, { id: submissionId });
    expect(free.body.data.paymentOfSubmission).toBeNull();
  });

  it("lets a payment form's page and its payment page post on to Stripe Checkout, and no other page", async () => {
    const formAction = async (path: string) =>
      (await fetch(`${api.url}${path}`)).headers
        .get("content-security-policy")
        ?.split("; ")
        .find((d) => d.startsWith("form-action "));
    expect(await formAction("/f/entry")).toBe(`form-action 'self' ${stripe.url}`);
    expect(await formAction("/f/entry/payment")).toBe(`form-action 'self' ${stripe.url}`);
    expect(await formAction("/f/free")).toBe("form-action 'self'");
    expect(await formAction("/")).toBe("form-action 'self'");
  });
});
