// @vitest-environment jsdom
import "@testing-library/jest-dom/vitest";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import type { LoadedEditorForm } from "./draft-types";
import { FormEditor } from "./form-editor";
import { UPLOADS_QUERY_KEY, type UploadListItem } from "./image-picker/uploads-api";

afterEach(cleanup);
beforeAll(() => {
  // jsdom lays nothing out; focusing a setting scrolls it into view.
  Element.prototype.scrollIntoView ??= () => {};
});

const form: LoadedEditorForm = {
  id: "0b6f1f1e-5c61-4b8f-9f0e-3f2d2c1a9e12",
  slug: "photos",
  revision: 1,
  publishedVersion: null,
  draft: {
    slug: "photos",
    title: "Photos",
    blocks: [
      { type: "text", name: "fullName", label: "Full name" },
      { type: "image", src: "/samples/sample-1.jpg", alt: "" },
    ],
  },
};

const uploads: UploadListItem[] = [
  { id: "u1", url: "/uploads/bike.png", width: 64, height: 48, originalName: "bike.png" },
  { id: "u2", url: "/uploads/shed.png", width: 32, height: 32, originalName: "shed.png" },
];

function renderEditor() {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
  client.setQueryData(UPLOADS_QUERY_KEY, uploads);
  return render(
    <QueryClientProvider client={client}>
      <FormEditor form={form} canEdit />
    </QueryClientProvider>,
  );
}

async function settle() {
  // Problems are checked shortly after typing pauses; focus moves on the next frame.
  await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
}

async function choose(user: ReturnType<typeof userEvent.setup>, name: string) {
  await user.click(screen.getByRole("button", { name: "Choose from uploads" }));
  const list = screen.getByRole("list", { name: "Uploaded images" });
  await user.click(within(list).getByRole("button", { name: new RegExp(`^${name}`) }));
  await settle();
}

describe("alt text of an image in the editor", () => {
  it("refuses to save an image without alt text, naming the block", async () => {
    const user = userEvent.setup();
    renderEditor();
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(screen.getByRole("status", { name: "Save status" })).toHaveTextContent(
      "Not saved: the form has 1 problem. It saves once they are fixed.",
    );
    await settle();
    const problem = screen.getByRole("button", {
      name: "Block 2, Image, Alt text: describe the image or mark it decorative",
    });
    await user.click(problem);
    expect(screen.getByRole("textbox", { name: "Alt text" })).toHaveFocus();
    expect(screen.getByRole("textbox", { name: "Alt text" })).toHaveValue("");
  });

  it("asks for the alt text of a chosen image, or takes it as decorative", async () => {
    const user = userEvent.setup();
    renderEditor();
    await user.click(screen.getByRole("button", { name: /^2\. Image/ }));
    await choose(user, "bike.png");
    const alt = screen.getByRole("textbox", { name: "Alt text" });
    expect(alt).toHaveFocus();
    expect(alt).toHaveValue("");
    await user.keyboard("A red bike");
    await settle();
    expect(screen.getByText("No problems")).toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: "Image address" })).toHaveValue("/uploads/bike.png");

    // Another image: the description was of the old one, so it starts empty again.
    await choose(user, "shed.png");
    expect(screen.getByRole("textbox", { name: "Alt text" })).toHaveFocus();
    expect(screen.getByRole("textbox", { name: "Alt text" })).toHaveValue("");
    await settle();
    expect(screen.getByText("1 problem", { selector: "summary" })).toBeInTheDocument();

    await user.click(screen.getByRole("checkbox", { name: "Decorative image (no description)" }));
    await settle();
    expect(screen.queryByRole("textbox", { name: "Alt text" })).not.toBeInTheDocument();
    expect(screen.getByText("No problems")).toBeInTheDocument();
  });
});
