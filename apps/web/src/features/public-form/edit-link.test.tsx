// @vitest-environment jsdom
import "@testing-library/jest-dom/vitest";
import type { FormDocument } from "@formwright/core";
import { act, cleanup, render, screen } from "@testing-library/react";
import { Suspense } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { rememberEditUrl } from "./edit-urls";
import { LocalizedForm } from "./localized-form";
import { NativeConfirmation } from "./native-confirmation";
import { Receipt } from "./receipt";

afterEach(cleanup);

const document = {
  slug: "contact",
  title: "Contact",
  submitLabel: "Send",
  confirmation: { message: "Thanks" },
  editing: { allowedForDays: 7 },
  blocks: [{ type: "text", name: "fullName", label: "Full name" }],
} as unknown as FormDocument;

const EDIT_URL = "https://forms.example.com/f/contact?edit=abc";

let receipts = 0;

async function renderReceipt(language: "en" | "fr", editUrl: string | null) {
  // What the send chunk remembers for the receipt (send-via.ts).
  receipts += 1;
  const submissionId = `0193a1b2-c3d4-7e5f-8a9b-${String(receipts).padStart(12, "0")}`;
  rememberEditUrl({ submissionId, editUrl });
  await act(async () => {
    render(
      <Suspense fallback={null}>
        <LocalizedForm language={language}>
          <Receipt
            message="Thanks"
            document={document}
            slug="contact"
            submissionId={submissionId}
            data={{ fullName: "Ada" }}
          />
        </LocalizedForm>
      </Suspense>,
    );
  });
  await screen.findByTestId("confirmation");
}

describe("the confirmation's edit link (issue 33 §4)", () => {
  it("offers Edit my answers, a plain link to the edit URL the send answered", async () => {
    await renderReceipt("en", EDIT_URL);
    expect(screen.getByRole("link", { name: "Edit my answers" })).toHaveAttribute("href", EDIT_URL);
  });

  it("says it in the page's language", async () => {
    await renderReceipt("fr", EDIT_URL);
    expect(screen.getByRole("link", { name: "Modifier mes réponses" })).toBeInTheDocument();
  });

  it("offers none without an edit URL", async () => {
    await renderReceipt("en", null);
    expect(screen.queryByRole("link", { name: "Edit my answers" })).toBeNull();
  });

  it("is on the page after a post without scripts too", () => {
    render(
      <NativeConfirmation
        message="Thanks"
        continueTo={({ host }) => `Continue to ${host}`}
        editUrl="/f/contact?edit=abc"
        language="en"
      />,
    );
    expect(screen.getByRole("link", { name: "Edit my answers" })).toHaveAttribute(
      "href",
      "/f/contact?edit=abc",
    );
  });
});
