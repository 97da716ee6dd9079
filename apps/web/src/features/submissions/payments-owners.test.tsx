// @vitest-environment jsdom
import "@testing-library/jest-dom/vitest";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { PaymentChart } from "./payment-chart";
import { PaymentDetails } from "./payment-details";
import type { SubmissionPayment, SubmissionRow } from "./submissions-api";
import { SubmissionsPage } from "./submissions-page";
import { SubmissionsTable } from "./submissions-table";

// Issue 36 §4: the owners' side of payments on the submissions page.

const PAID: SubmissionPayment = {
  status: "paid",
  amount: 3000,
  currency: "EUR",
  paymentIntentId: "pi_test_ada",
  paidAt: "2026-03-01T10:05:00.000Z",
  refundedAt: null,
};

const row = (id: string, payment: SubmissionPayment | null): SubmissionRow => ({
  id,
  createdAt: "2026-03-01T10:00:00.000Z",
  version: 1,
  language: null,
  data: { name: id },
  variables: {},
  ending: null,
  payment,
});

const FIELDS = [
  {
    name: "name",
    label: "Name",
    type: "text",
    isCurrent: true,
    options: [],
    rows: [],
    columns: [],
    itemLabel: null,
    blocks: [],
  },
];

const NODES = [
  row("Ada", PAID),
  row("Bo", { ...PAID, status: "pending", amount: 1500, paymentIntentId: null, paidAt: null }),
  row("Cy", { ...PAID, status: "expired", amount: 4500, paymentIntentId: null, paidAt: null }),
];

const TOTALS = {
  currency: "EUR",
  paidCount: 82,
  paidAmount: 123400,
  pendingCount: 2,
  pendingAmount: 3000,
  expiredCount: 1,
  expiredAmount: 4500,
  refundedCount: 1,
  refundedAmount: 1500,
};

describe("the Payment column", () => {
  afterEach(cleanup);
  const table = (rows: SubmissionRow[], hasPayments = false) =>
    render(
      <SubmissionsTable
        fields={FIELDS}
        rows={rows}
        hasPayments={hasPayments}
        canDelete={false}
        isBusy={false}
        onView={() => {}}
        onDelete={() => {}}
      />,
    );

  it("says each payment's status in words and its amount in the admin's language", () => {
    table([...NODES, row("Dee", null)]);
    const header = screen.getByRole("columnheader", { name: "Payment" });
    expect(header).toBeInTheDocument();
    const cells = screen
      .getAllByRole("row")
      .slice(1)
      .map((r) => within(r).getAllByRole("cell").at(-2)?.textContent);
    expect(cells).toEqual(["Paid €30.00", "Pending €15.00", "Expired €45.00", "—No payment"]);
  });

  it("has no Payment column on a form that takes no payment", () => {
    table([row("Dee", null)]);
    expect(screen.queryByRole("columnheader", { name: "Payment" })).not.toBeInTheDocument();
  });

  it("has it on a form that takes payments even when no row on the page owes one", () => {
    table([row("Dee", null)], true);
    expect(screen.getByRole("columnheader", { name: "Payment" })).toBeInTheDocument();
  });
});

describe("the payment in a submission's details", () => {
  afterEach(cleanup);

  it("shows the status, amount, when it was paid and Stripe's PaymentIntent", () => {
    render(<PaymentDetails payment={PAID} canRefund={false} onRefund={() => {}} />);
    const section = screen.getByRole("region", { name: "Payment" });
    const terms = within(section)
      .getAllByRole("term")
      .map((term) => [term.textContent, term.nextElementSibling?.textContent]);
    expect(terms).toEqual([
      ["Status", "Paid"],
      ["Amount", "€30.00 (EUR)"],
      ["Paid at", expect.stringContaining("(2026-03-01T10:05:00.000Z)")],
      ["Stripe PaymentIntent", "pi_test_ada"],
    ]);
    expect(screen.queryByRole("button", { name: "Refund" })).not.toBeInTheDocument();
  });

  it("shows when a refunded payment was refunded, and offers no refund", () => {
    render(
      <PaymentDetails
        payment={{ ...PAID, status: "refunded", refundedAt: "2026-03-02T09:00:00.000Z" }}
        canRefund
        onRefund={() => {}}
      />,
    );
    expect(screen.getByText("Refunded")).toBeInTheDocument();
    expect(screen.getByText("Refunded at")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Refund" })).not.toBeInTheDocument();
  });

  it("offers Refund to owners only, on a paid payment", () => {
    const onRefund = vi.fn();
    const { rerender } = render(<PaymentDetails payment={PAID} canRefund onRefund={onRefund} />);
    screen.getByRole("button", { name: "Refund" }).click();
    expect(onRefund).toHaveBeenCalledOnce();
    rerender(
      <PaymentDetails payment={{ ...PAID, status: "pending" }} canRefund onRefund={onRefund} />,
    );
    expect(screen.queryByRole("button", { name: "Refund" })).not.toBeInTheDocument();
  });
});

describe("the payment chart", () => {
  afterEach(cleanup);

  it("counts the payments per status, with the paid sum and every sum in its data table", () => {
    render(
      <PaymentChart
        totals={[
          TOTALS,
          {
            ...TOTALS,
            currency: "JPY",
            paidCount: 1,
            paidAmount: 3000,
            pendingCount: 0,
            expiredCount: 0,
            refundedCount: 0,
          },
        ]}
      />,
    );
    const figure = screen.getByRole("figure", { name: "Payments" });
    expect(
      within(figure).getByText("Paid: €1,234.00, ¥3,000 in 83 of 87 payments."),
    ).toBeInTheDocument();
    expect(within(figure).getByRole("img")).toHaveAccessibleName(
      "Bar chart of the payments per status, 87 in all. The numbers are in the data table.",
    );
    const rows = within(within(figure).getByRole("table"))
      .getAllByRole("row")
      .map((r) => [...r.children].map((cell) => cell.textContent));
    expect(rows).toEqual([
      ["Status", "Payments", "Amount"],
      ["Paid", "83", "€1,234.00, ¥3,000"],
      ["Pending", "2", "€30.00"],
      ["Expired", "1", "€45.00"],
      ["Refunded", "1", "€15.00"],
    ]);
  });

  it("draws nothing for a form whose submissions owe nothing", () => {
    const { container } = render(<PaymentChart totals={[]} />);
    expect(container).toBeEmptyDOMElement();
  });
});

/** What the page asked for, by operation name, with its variables. */
let asked: Array<{ operation: string; variables: Record<string, unknown> }> = [];
/** What RefundPayment answers: the refunded payment, or an error. */
let refundAnswer: { data?: unknown; errors?: Array<{ message: string }> };

function answer(operation: string, variables: Record<string, unknown>): unknown {
  switch (operation) {
    case "SubmissionsPage": {
      const statuses: Record<string, string[]> = {
        UNPAID: ["pending", "expired"],
        PAID: ["paid"],
        REFUNDED: ["refunded"],
      };
      const keep = statuses[String(variables.payment)];
      const nodes = NODES.filter((n) => !keep || keep.includes(n.payment?.status ?? ""));
      return {
        submissions: {
          totalCount: nodes.length,
          nodes,
          pageInfo: { endCursor: null, hasNextPage: false },
        },
      };
    }
    case "SubmissionFields":
      return { submissionFields: FIELDS };
    case "SubmissionVariables":
      return { submissionVariables: [] };
    case "SubmissionEndings":
      return { submissionEndings: [] };
    case "PaymentTotals":
      return { paymentTotals: [TOTALS] };
    default:
      return null;
  }
}

beforeEach(() => {
  asked = [];
  refundAnswer = {
    data: {
      refundPayment: { ...PAID, status: "refunded", refundedAt: "2026-03-02T09:00:00.000Z" },
    },
  };
  vi.stubGlobal(
    "fetch",
    vi.fn(async (_url: string, init: RequestInit) => {
      const body = JSON.parse(String(init.body)) as {
        query: string;
        variables?: Record<string, unknown>;
      };
      const operation = /(?:query|mutation)\s+(\w+)/.exec(body.query)?.[1] ?? "";
      asked.push({ operation, variables: body.variables ?? {} });
      const data = operation === "RefundPayment" ? null : answer(operation, body.variables ?? {});
      const payload =
        operation === "RefundPayment"
          ? refundAnswer
          : data
            ? { data }
            : { data: null, errors: [{ message: `not in this test: ${operation}` }] };
      return new Response(JSON.stringify(payload), {
        headers: { "content-type": "application/json" },
      });
    }),
  );
});

describe("the submissions page of a form that takes payments", () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  const renderPage = (canRefund: boolean) =>
    render(
      <QueryClientProvider
        client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
      >
        <SubmissionsPage
          form={{ id: "f1", slug: "race", title: "Race", retentionDays: null }}
          canDelete
          canRefund={canRefund}
        />
      </QueryClientProvider>,
    );

  /** Opens Ada's (paid) submission and moves to its Refund button by keyboard. */
  async function openAda(user: ReturnType<typeof userEvent.setup>) {
    const table = await screen.findByRole("table");
    const ada = within(table).getByText("Ada").closest("tr") as HTMLElement;
    await user.click(within(ada).getByRole("button", { name: /View/ }));
    const details = screen.getByRole("dialog", { name: "Submission" });
    const refund = within(details).getByRole("button", { name: "Refund" });
    refund.focus();
    return { details, refund };
  }

  it("sums the payments per currency", async () => {
    renderPage(false);
    expect(
      await screen.findByText((_text, element) =>
        Boolean(
          element?.classList.contains("fw-submissions__payment-line") &&
            element.textContent ===
              "Payments: Paid: €1,234.00 (82 payments) · Unpaid: 3 · Refunded: €15.00 (1 payment)",
        ),
      ),
    ).toBeInTheDocument();
  });

  it("filters to the unpaid submissions (pending or expired)", async () => {
    const user = userEvent.setup();
    renderPage(false);
    const filter = await screen.findByRole("combobox", { name: "Payment" });
    expect(
      within(filter)
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual(["Any payment", "Unpaid (pending or expired)", "Paid", "Refunded"]);
    await user.selectOptions(filter, "UNPAID");
    expect(await screen.findByText("2 unpaid submissions")).toBeInTheDocument();
    const table = screen.getByRole("table");
    expect(within(table).queryByText("Ada")).not.toBeInTheDocument();
    expect(within(table).getByText("Bo")).toBeInTheDocument();
    expect(asked.filter((a) => a.operation === "SubmissionsPage").at(-1)?.variables).toMatchObject({
      payment: "UNPAID",
    });
  });

  it("offers no Refund to those who are not owners", async () => {
    const user = userEvent.setup();
    renderPage(false);
    const table = await screen.findByRole("table");
    const ada = within(table).getByText("Ada").closest("tr") as HTMLElement;
    await user.click(within(ada).getByRole("button", { name: /View/ }));
    const details = screen.getByRole("dialog", { name: "Submission" });
    expect(within(details).getByRole("region", { name: "Payment" })).toBeInTheDocument();
    expect(within(details).queryByRole("button", { name: "Refund" })).not.toBeInTheDocument();
  });

  it("asks before refunding, naming the amount; Escape cancels and refunds nothing", async () => {
    const user = userEvent.setup();
    renderPage(true);
    const { refund } = await openAda(user);
    await user.keyboard("{Enter}");
    const confirm = screen.getByRole("dialog", { name: /^Refund €30\.00 to the respondent/ });
    expect(within(confirm).getByRole("button", { name: "Cancel" })).toHaveFocus();
    confirm.dispatchEvent(new Event("cancel", { cancelable: true }));
    await waitFor(() => expect(confirm).not.toHaveAttribute("open"));
    expect(refund).toHaveFocus();
    // Cancel by its button, by keyboard: nothing either.
    await user.keyboard("{Enter}");
    expect(within(confirm).getByRole("button", { name: "Cancel" })).toHaveFocus();
    await user.keyboard("{Enter}");
    await waitFor(() => expect(confirm).not.toHaveAttribute("open"));
    expect(asked.some((a) => a.operation === "RefundPayment")).toBe(false);
  });

  it("refunds on confirm, then shows the payment refunded and says so", async () => {
    const user = userEvent.setup();
    renderPage(true);
    const { details } = await openAda(user);
    await user.keyboard("{Enter}");
    const confirm = screen.getByRole("dialog", { name: /^Refund €30\.00/ });
    await user.tab({ shift: true });
    expect(within(confirm).getByRole("button", { name: "Refund" })).toHaveFocus();
    await user.keyboard("{Enter}");
    await waitFor(() => expect(confirm).not.toHaveAttribute("open"));
    expect(asked.find((a) => a.operation === "RefundPayment")?.variables).toEqual({ id: "Ada" });
    const section = within(details).getByRole("region", { name: "Payment" });
    expect(within(section).getByRole("status")).toHaveTextContent("Refunded €30.00.");
    expect(within(section).getByText("Refunded")).toBeInTheDocument();
    expect(within(section).getByText("Refunded at")).toBeInTheDocument();
    expect(within(section).queryByRole("button", { name: "Refund" })).not.toBeInTheDocument();
    // The button is gone: focus is on the section's heading, inside the details.
    expect(within(section).getByRole("heading", { name: "Payment" })).toHaveFocus();
  });

  it("keeps the confirmation open with a readable message when Stripe refuses", async () => {
    refundAnswer = {
      errors: [{ message: "Stripe did not refund the payment: Your card was declined." }],
    };
    const user = userEvent.setup();
    renderPage(true);
    await openAda(user);
    await user.keyboard("{Enter}");
    const confirm = screen.getByRole("dialog", { name: /^Refund €30\.00/ });
    await user.click(within(confirm).getByRole("button", { name: "Refund" }));
    expect(await within(confirm).findByRole("alert")).toHaveTextContent(
      "Stripe did not refund the payment: Your card was declined.",
    );
    expect(confirm).toHaveAttribute("open");
  });
});
