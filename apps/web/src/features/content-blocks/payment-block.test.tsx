// @vitest-environment jsdom
import "@testing-library/jest-dom/vitest";
import { type FormDocument, loadDocumentFieldTypes, parseFormDocument } from "@formwright/core";
import { englishFieldMessages, FieldMessagesProvider } from "@formwright/fields";
import { act, cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Suspense } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { PublicForm } from "../public-form/public-form";
import { PaymentBlock } from "./payment-block";

afterEach(cleanup);

async function parsed(input: unknown): Promise<FormDocument> {
  const result = parseFormDocument(input);
  if (!result.success) throw new Error(JSON.stringify(result.issues));
  await loadDocumentFieldTypes(result.document);
  return result.document;
}

const FEE = { type: "payment", name: "fee", label: "Entry fee", currency: "EUR", amount: 1500 };

describe("the payment block on the public form (issue 36)", () => {
  it("is a region named by its label: the amount, the description, and where they pay", () => {
    render(<PaymentBlock block={{ ...FEE, description: "With a T-shirt." } as never} />);
    const region = screen.getByRole("region", { name: "Entry fee" });
    const amount = within(region).getByTestId("payment-amount");
    expect(amount).toHaveTextContent("€15.00");
    expect(amount).toHaveAttribute("aria-live", "polite");
    expect(region).toHaveTextContent("With a T-shirt.");
    expect(region).toHaveTextContent("You pay on Stripe's secure page after sending your answers.");
  });

  it("writes the amount and its note in the page's language", async () => {
    await act(async () => {
      render(
        <Suspense fallback={null}>
          <FieldMessagesProvider messages={{ ...englishFieldMessages, language: "de" }}>
            <PaymentBlock block={FEE as never} />
          </FieldMessagesProvider>
        </Suspense>,
      );
    });
    const region = await screen.findByRole("region", { name: "Entry fee" });
    expect(within(region).getByTestId("payment-amount").textContent).toBe("15,00\u00a0€");
    expect(region).toHaveTextContent(
      "Nach dem Absenden bezahlen Sie auf der sicheren Seite von Stripe.",
    );
  });

  it("computes an amount from a variable as the respondent answers", async () => {
    const document = await parsed({
      slug: "tickets",
      title: "Tickets",
      variables: [{ name: "total", expression: "quantity * 1200" }],
      blocks: [
        { type: "number", name: "quantity", label: "Tickets" },
        { type: "payment", name: "fee", label: "Total", currency: "EUR", amountFrom: "total" },
      ],
    });
    const user = userEvent.setup();
    render(<PublicForm slug="tickets" document={document} defaultValues={{}} mode="preview" />);
    const region = await screen.findByRole("region", { name: "Total" });
    expect(within(region).getByTestId("payment-amount")).toHaveTextContent(
      "The amount follows from your answers.",
    );
    await user.type(screen.getByLabelText("Tickets"), "3");
    expect(await within(region).findByText("€36.00")).toBeInTheDocument();
  });
});
