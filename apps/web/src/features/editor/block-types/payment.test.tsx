// @vitest-environment jsdom
import "@testing-library/jest-dom/vitest";
import { blockSchema, majorUnits } from "@formwright/core";
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { AddBlockMenu } from "../add-block-menu";
import { BlockAvailability, PAYMENTS_NEED_STRIPE_REASON } from "../block-availability";
import type { BlockTypeDefinition } from "./block-type-definition";
import { minorUnits, paymentBlockType } from "./payment";

afterEach(cleanup);

describe("the payment block type (issue 36)", () => {
  it("is made valid, with a free name", () => {
    const block = paymentBlockType.create({ takenNames: new Set(["payment"]) });
    expect(block.name).toBe("payment2");
    expect(blockSchema.safeParse(block).success).toBe(true);
  });

  it("shows a fixed amount in the currency's units and stores minor units", () => {
    const block = { type: "payment", name: "fee", label: "Fee", currency: "EUR", amount: 1500 };
    const values = paymentBlockType.toValues(block);
    expect(values).toMatchObject({ amountKind: "fixed", amount: "15.00", currency: "EUR" });
    const next = paymentBlockType.fromValues({ ...values, amount: "12,5" }, block);
    expect(next).toMatchObject({ amount: 1250, currency: "EUR" });
    expect(next).not.toHaveProperty("amountFrom");
    const yen = paymentBlockType.fromValues({ ...values, currency: "JPY", amount: "1500" }, block);
    expect(yen).toMatchObject({ amount: 1500, currency: "JPY" });
    expect(minorUnits("abc", "EUR")).toBeNull();
    expect(majorUnits(1500, "JPY")).toBe("1500");
  });

  it("takes the amount from a variable instead, dropping the fixed one", () => {
    const block = { type: "payment", name: "fee", label: "Fee", currency: "EUR", amount: 1500 };
    const next = paymentBlockType.fromValues(
      { ...paymentBlockType.toValues(block), amountKind: "variable", amountFrom: "total" },
      block,
    );
    expect(next).toMatchObject({ amountFrom: "total" });
    expect(next).not.toHaveProperty("amount");
    expect(paymentBlockType.toValues(next)).toMatchObject({
      amountKind: "variable",
      amountFrom: "total",
    });
    expect(paymentBlockType.settingFor(["amountFrom"], next)).toBe("amountFrom");
  });

  it("is offered disabled, saying why, on a server without Stripe", async () => {
    const user = userEvent.setup();
    const onAdd = vi.fn<(definition: BlockTypeDefinition) => void>();
    render(
      <BlockAvailability isPaymentsConfigured={false}>
        <AddBlockMenu onAdd={onAdd} />
      </BlockAvailability>,
    );
    await user.click(screen.getByRole("button", { name: "Add block" }));
    await user.keyboard("payment");
    const option = screen.getByRole("option", { name: "Payment" });
    expect(option).toHaveAttribute("aria-disabled", "true");
    expect(option).toHaveAccessibleDescription(PAYMENTS_NEED_STRIPE_REASON);
    expect(PAYMENTS_NEED_STRIPE_REASON).toBe(
      "Payments need FORMWRIGHT_STRIPE_SECRET_KEY and FORMWRIGHT_STRIPE_WEBHOOK_SECRET on the server (docs/payments.md)",
    );
    await user.keyboard("{Enter}");
    await user.click(option);
    expect(onAdd).not.toHaveBeenCalled();
  });

  it("is offered like any other where the server takes payments", async () => {
    const user = userEvent.setup();
    const onAdd = vi.fn<(definition: BlockTypeDefinition) => void>();
    render(
      <BlockAvailability isPaymentsConfigured>
        <AddBlockMenu onAdd={onAdd} />
      </BlockAvailability>,
    );
    await user.click(screen.getByRole("button", { name: "Add block" }));
    await user.keyboard("payment{Enter}");
    expect(onAdd).toHaveBeenCalledWith(paymentBlockType);
  });
});
