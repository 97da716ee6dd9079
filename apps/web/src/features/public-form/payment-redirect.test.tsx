// @vitest-environment jsdom
import "@testing-library/jest-dom/vitest";
import { parseFormDocument } from "@formwright/core";
import { act, cleanup, render, screen } from "@testing-library/react";
import { Suspense } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Receipt } from "./receipt";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const parsed = parseFormDocument({
  slug: "race",
  title: "Race",
  confirmation: { redirect: "/thanks" },
  blocks: [
    { type: "text", name: "runner", label: "Name" },
    { type: "payment", name: "fee", label: "Fee", currency: "EUR", amount: 1500 },
  ],
});

describe("after a submit that owes a payment (issue 36)", () => {
  it("says it is taking the respondent to the payment page, and goes there, not to the confirmation", async () => {
    if (!parsed.success) throw new Error(JSON.stringify(parsed.issues));
    const assign = vi.fn();
    vi.stubGlobal("location", { ...window.location, assign });
    await act(async () => {
      render(
        <Suspense fallback={null}>
          <Receipt
            message=""
            redirect="/thanks"
            document={parsed.document}
            slug="race"
            submissionId="01932c6e-8f4a-7b21-9c3d-3f9a0c2177be"
            data={{ runner: "Ada" }}
            paymentUrl="https://checkout.stripe.com/c/pay/cs_test_1"
          />
        </Suspense>,
      );
    });
    expect(screen.getByRole("status")).toHaveTextContent("Taking you to the payment page…");
    expect(assign).toHaveBeenCalledWith("https://checkout.stripe.com/c/pay/cs_test_1");
    expect(assign).not.toHaveBeenCalledWith("/thanks");
  });
});
