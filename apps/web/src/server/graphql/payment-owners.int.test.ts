import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { exportPath } from "../http/export-route";
import { prepareSubmissionsExport } from "../services/submissions-export";
import { csvRecords } from "../testing/csv-records";
import { databaseTargets } from "../testing/databases";
import { type FakeStripe, startFakeStripe } from "../testing/fake-stripe";
import { createScratchDatabase, type ScratchDatabase } from "../testing/scratch-postgres";
import { startTestServer, type TestServer } from "../testing/test-server";

const OWNER = { authorization: "Bearer test-admin-token" };

/** A race entry: 1500 per ticket (an amount from a variable). */
const raceDocument = (slug: string, currency = "EUR") => ({
  slug,
  title: "Spring race",
  blocks: [
    { type: "text", name: "name", label: "Name", required: true },
    { type: "number", name: "tickets", label: "Tickets", required: true, rules: { min: 1 } },
    { type: "payment", name: "fee", label: "Entry fee", currency, amountFrom: "total" },
  ],
  variables: [{ name: "total", expression: "tickets * 1500" }],
});

const LIST = `query($slug: String!, $payment: PaymentFilter, $search: String) {
  submissions(formSlug: $slug, first: 50, payment: $payment, search: $search) {
    totalCount nodes { id data payment { status amount currency } }
  }
}`;

const TOTALS = `query($id: ID!) { paymentTotals(formId: $id) {
  currency paidCount paidAmount pendingCount pendingAmount expiredCount expiredAmount refundedCount refundedAmount
} }`;

describe.each(databaseTargets)(
  "the owners' side of payments on $name (issue 36 §4)",
  ({ name }) => {
    let stripe: FakeStripe;
    let api: TestServer;
    let scratch: ScratchDatabase | undefined;
    /** The race form's id, and its submissions by runner. */
    let raceId: string;
    const ids: Record<string, string> = {};

    const admin = async (query: string, variables: Record<string, unknown> = {}) => {
      const { body } = await api.gql(query, variables, OWNER);
      expect(body.errors, query).toBeUndefined();
      return body.data;
    };

    async function publish(document: Record<string, unknown>): Promise<string> {
      const id = (
        await admin(`mutation($d: JSON!) { createForm(document: $d) { id } }`, { d: document })
      ).createForm.id;
      await admin(`mutation($id: ID!) { publishForm(id: $id) { id } }`, { id });
      return id;
    }

    async function submit(slug: string, runner: string, tickets: number): Promise<string> {
      const data = await admin(
        `mutation($s: String!, $d: JSON!, $k: String!) { submitForm(slug: $s, data: $d, idempotencyKey: $k) { submissionId fieldErrors { name } } }`,
        { s: slug, d: { name: runner, tickets }, k: `${slug}-${runner}` },
      );
      expect(data.submitForm.fieldErrors).toEqual([]);
      return data.submitForm.submissionId;
    }

    /** Delivers Stripe's signed event, as its webhook would. */
    async function deliver(event: ReturnType<FakeStripe["pay"]>) {
      const { body, signature } = stripe.sign(event);
      const response = await fetch(`${api.url}/api/payments/stripe/webhook`, {
        method: "POST",
        headers: { "content-type": "application/json", "stripe-signature": signature },
        body,
      });
      expect(response.status).toBe(200);
    }

    const sessionOf = (submissionId: string) => stripe.sessionsOf(submissionId)[0]?.id ?? "";

    async function download(formId: string): Promise<string[][]> {
      const response = await fetch(`${api.url}${exportPath(formId)}`, { headers: OWNER });
      expect(response.status).toBe(200);
      return csvRecords(await response.text());
    }

    beforeAll(async () => {
      if (name === "postgres")
        scratch = await createScratchDatabase(process.env.TEST_DATABASE_URL!);
      stripe = await startFakeStripe();
      api = await startTestServer({
        databaseUrl: scratch?.url,
        submitLimitPerMinute: 100,
        stripe: {
          secretKey: stripe.secretKey,
          webhookSecret: stripe.webhookSecret,
          apiBase: stripe.url,
        },
        publicUrl: "https://forms.example",
      });
      raceId = await publish(raceDocument("race"));
      // Ada pays, Bob has not yet, Cy's session ran out, Dee paid and was refunded.
      ids.ada = await submit("race", "Ada", 2);
      ids.bob = await submit("race", "Bob", 1);
      ids.cy = await submit("race", "Cy", 3);
      ids.dee = await submit("race", "Dee", 1);
      await deliver(stripe.pay(sessionOf(ids.ada)));
      await deliver(stripe.expire(sessionOf(ids.cy)));
      await deliver(stripe.pay(sessionOf(ids.dee)));
      await admin(`mutation($id: ID!) { refundPayment(submissionId: $id) { status } }`, {
        id: ids.dee,
      });
    }, 60_000);
    afterAll(async () => {
      await api?.close();
      await stripe?.close();
      await scratch?.drop();
    });

    it("filters the submissions to the unpaid (pending or expired), the paid or the refunded", async () => {
      const list = async (payment: string | null, search: string | null = null) => {
        const data = await admin(LIST, { slug: "race", payment, search });
        const runners = data.submissions.nodes.map((n: { data: { name: string } }) => n.data.name);
        expect(data.submissions.totalCount).toBe(runners.length);
        return runners.sort();
      };
      expect(await list(null)).toEqual(["Ada", "Bob", "Cy", "Dee"]);
      expect(await list("UNPAID")).toEqual(["Bob", "Cy"]);
      expect(await list("PAID")).toEqual(["Ada"]);
      expect(await list("REFUNDED")).toEqual(["Dee"]);
      // With the other filters: both hold.
      expect(await list("UNPAID", "Cy")).toEqual(["Cy"]);
      expect(await list("PAID", "Cy")).toEqual([]);
      const unpaid = await admin(LIST, { slug: "race", payment: "UNPAID" });
      expect(
        unpaid.submissions.nodes
          .map((n: { payment: { status: string } }) => n.payment.status)
          .sort(),
      ).toEqual(["expired", "pending"]);
    });

    it("refuses a payment filter that is none of UNPAID, PAID, REFUNDED", async () => {
      const { body } = await api.gql(LIST, { slug: "race", payment: "pending" }, OWNER);
      expect(body.errors?.[0]?.message).toContain("PaymentFilter");
    });

    it("sums the payments per currency: paid, pending, expired and refunded", async () => {
      expect((await admin(TOTALS, { id: raceId })).paymentTotals).toEqual([
        {
          currency: "EUR",
          paidCount: 1,
          paidAmount: 3000,
          pendingCount: 1,
          pendingAmount: 1500,
          expiredCount: 1,
          expiredAmount: 4500,
          refundedCount: 1,
          refundedAmount: 1500,
        },
      ]);
    });

    it("answers no totals for a form that takes no payment, and Form not found for an unknown one", async () => {
      const plainId = await publish({
        slug: "plain",
        title: "Plain",
        blocks: [{ type: "text", name: "name", label: "Name" }],
      });
      expect((await admin(TOTALS, { id: plainId })).paymentTotals).toEqual([]);
      const unknown = await api.gql(TOTALS, { id: "00000000-0000-4000-8000-000000000000" }, OWNER);
      expect(unknown.body.errors?.[0]?.message).toBe("Form not found");
      // No payment columns in its CSV either.
      const [header] = await download(plainId);
      expect(header?.some((cell) => cell.includes(": status"))).toBe(false);
    });

    it("writes each submission's payment status, amount in major units and currency in the CSV", async () => {
      const [header, ...rows] = await download(raceId);
      expect(header?.slice(-3)).toEqual(["fee: status", "fee: amount", "fee: currency"]);
      const byId = new Map(rows.map((row) => [row[0], row.slice(-3)]));
      expect(byId.get(ids.ada)).toEqual(["paid", "30.00", "EUR"]);
      expect(byId.get(ids.bob)).toEqual(["pending", "15.00", "EUR"]);
      expect(byId.get(ids.cy)).toEqual(["expired", "45.00", "EUR"]);
      expect(byId.get(ids.dee)).toEqual(["refunded", "15.00", "EUR"]);
    });

    it("keeps the payment cells on their rows across export batches", async () => {
      const csv = await prepareSubmissionsExport(api.database.db, { formId: raceId, batchSize: 1 });
      let text = "";
      let batches = 0;
      for await (const chunk of csv.chunks()) {
        text += chunk.text;
        if (chunk.rows > 0) batches += 1;
      }
      expect(batches).toBe(4);
      const rows = csvRecords(text).slice(1);
      expect(rows.map((row) => [row[0], row.at(-3)])).toEqual(
        [ids.ada, ids.bob, ids.cy, ids.dee].map((id, i) => [
          id,
          ["paid", "pending", "expired", "refunded"][i],
        ]),
      );
    });

    it("writes a currency without decimals as a whole number, and sums it apart", async () => {
      const yenId = await publish(raceDocument("yen-race", "JPY"));
      const yen = await submit("yen-race", "Yu", 2);
      await deliver(stripe.pay(sessionOf(yen)));
      const [header, row] = await download(yenId);
      expect(header?.slice(-3)).toEqual(["fee: status", "fee: amount", "fee: currency"]);
      expect(row?.slice(-3)).toEqual(["paid", "3000", "JPY"]);
      expect((await admin(TOTALS, { id: yenId })).paymentTotals).toEqual([
        expect.objectContaining({ currency: "JPY", paidCount: 1, paidAmount: 3000 }),
      ]);
    });
  },
);
