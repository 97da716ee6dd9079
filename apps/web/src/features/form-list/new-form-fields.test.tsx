import { permissionsOf } from "../../lib/permissions";
// @vitest-environment jsdom
import "@testing-library/jest-dom/vitest";
import type { FormDocumentInput } from "@formwright/core";
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { FormSummary } from "./forms-api";
import { NewFormFields } from "./new-form-dialog";

/** What an editor of the form's workspace may do (`Form.permissions`). */
const EDITOR_PERMISSIONS = permissionsOf("editor");

afterEach(cleanup);
beforeAll(() => {
  // jsdom lays nothing out; the error summary scrolls fields into view.
  Element.prototype.scrollIntoView ??= () => {};
});

function created(document: FormDocumentInput): FormSummary {
  return {
    id: "0b6f1f1e-5c61-4b8f-9f0e-3f2d2c1a9e11",
    slug: document.slug,
    title: document.title,
    publishedVersion: null,
    isPublished: false,
    submissionCount: 0,
    hasUnpublishedChanges: false,
    availability: null,
    retentionDays: null,
    workspace: { id: "00000000-0000-4000-8000-000000000001", name: "Default" },
    permissions: EDITOR_PERMISSIONS,
    createdAt: "2026-11-20T09:00:00.000Z",
    updatedAt: "2026-11-20T09:00:00.000Z",
  };
}

function renderFields(taken: string[] = []) {
  const create = vi.fn(async (document: FormDocumentInput) => created(document));
  const onCreated = vi.fn();
  const user = userEvent.setup();
  render(
    <NewFormFields
      taken={new Set(taken)}
      onClose={vi.fn()}
      onCreated={onCreated}
      create={create}
    />,
  );
  return {
    user,
    create,
    onCreated,
    title: screen.getByRole("textbox", { name: /Title/ }),
    slug: screen.getByRole("textbox", { name: /Slug/ }),
  };
}

describe("NewFormFields", () => {
  it("proposes a free slug from the title", async () => {
    const { user, title, slug } = renderFields(["event-feedback"]);
    await user.type(title, "Event feedback");
    expect(slug).toHaveValue("event-feedback-2");
  });

  it("stops proposing once the slug is edited", async () => {
    const { user, title, slug } = renderFields();
    await user.type(title, "Survey");
    await user.clear(slug);
    await user.type(slug, "my-survey");
    await user.type(title, " 2026");
    expect(slug).toHaveValue("my-survey");
  });

  it("creates the form from the starter document and hands it on", async () => {
    const { user, title, create, onCreated } = renderFields();
    await user.type(title, "Feedback");
    await user.click(screen.getByRole("button", { name: "Create form" }));
    await waitFor(() => expect(onCreated).toHaveBeenCalledOnce());
    expect(create).toHaveBeenCalledWith({
      slug: "feedback",
      title: "Feedback",
      blocks: [{ type: "text", name: "name", label: "Your name" }],
    });
  });

  it("refuses an empty title and a slug that is not URL-safe", async () => {
    const { user, slug, create } = renderFields();
    await user.type(slug, "Not Safe!");
    await user.click(screen.getByRole("button", { name: "Create form" }));
    expect(await screen.findByText("Title is required", { selector: "a" })).toBeInTheDocument();
    expect(slug).toHaveAttribute("aria-invalid", "true");
    expect(slug).toHaveAccessibleDescription(
      /Slug must be 1-64 lowercase letters, digits and hyphens/,
    );
    expect(create).not.toHaveBeenCalled();
  });
});
