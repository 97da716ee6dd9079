// @vitest-environment jsdom
import "@testing-library/jest-dom/vitest";
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { UserRoleSelect } from "./user-role-select";
import type { UserSummary } from "./users-api";

afterEach(cleanup);

const owner: UserSummary = {
  id: "4d6f1f1e-5c61-4b8f-9f0e-3f2d2c1a9e11",
  email: "owner@example.com",
  role: "OWNER",
  createdAt: "2026-11-20T09:00:00.000Z",
  isPending: false,
};

describe("UserRoleSelect", () => {
  it("is labelled with the user's email and shows their role", () => {
    render(<UserRoleSelect user={owner} onChange={vi.fn(async () => {})} />);
    expect(screen.getByRole("combobox", { name: "Role of owner@example.com" })).toHaveValue(
      "OWNER",
    );
  });

  it("saves the chosen role", async () => {
    const user = userEvent.setup();
    const onChange = vi.fn(async () => {});
    render(<UserRoleSelect user={owner} onChange={onChange} />);
    await user.selectOptions(screen.getByRole("combobox"), "Editor");
    expect(onChange).toHaveBeenCalledWith(owner, "EDITOR");
  });

  it("shows the choice while it is saved, then the stored role when the API refused it", async () => {
    const user = userEvent.setup();
    let settle = () => {};
    const onChange = vi.fn(() => new Promise<void>((resolve) => (settle = resolve)));
    render(<UserRoleSelect user={owner} onChange={onChange} />);
    const select = screen.getByRole("combobox");
    await user.selectOptions(select, "Viewer");
    expect(select).toHaveValue("VIEWER");
    expect(select).toHaveAttribute("aria-busy", "true");
    settle();
    await waitFor(() => expect(select).toHaveValue("OWNER"));
    expect(select).not.toHaveAttribute("aria-busy");
  });
});
