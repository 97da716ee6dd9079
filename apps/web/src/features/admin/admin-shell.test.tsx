// @vitest-environment jsdom
import "@testing-library/jest-dom/vitest";
import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { permissionsOf, type Role } from "../../lib/permissions";
import { AdminShell } from "./admin-shell";
import type { AdminViewer } from "./session";

afterEach(cleanup);

/** A signed-in user as `me { kind role email permissions twoFactor }` describes them. */
function viewerWith(role: Role): AdminViewer {
  return {
    kind: "user",
    role: role.toUpperCase() as AdminViewer["role"],
    email: `${role}@example.com`,
    permissions: permissionsOf(role),
    twoFactor: null,
    workspaceRole: role.toUpperCase() as AdminViewer["role"],
    isAdministrator: role === "owner",
  };
}

function navLinks(role: Role): string[] {
  render(
    <AdminShell viewer={viewerWith(role)}>
      <p>page</p>
    </AdminShell>,
  );
  const nav = screen.getByRole("navigation", { name: "Admin" });
  return within(nav)
    .getAllByRole("link")
    .map((link) => link.textContent ?? "");
}

describe("AdminShell", () => {
  it("shows a viewer no Users link", () => {
    expect(navLinks("viewer")).not.toContain("Users and API keys");
  });

  it("shows an editor no Users link", () => {
    expect(navLinks("editor")).not.toContain("Users and API keys");
  });

  it("shows an owner the Users link", () => {
    expect(navLinks("owner")).toContain("Users and API keys");
  });

  it("shows the Audit log link to owners only", () => {
    expect(navLinks("owner")).toContain("Audit log");
    cleanup();
    expect(navLinks("editor")).not.toContain("Audit log");
  });

  it("follows the permission list, not the role's name", () => {
    const viewer = { ...viewerWith("owner"), permissions: permissionsOf("editor") };
    render(
      <AdminShell viewer={viewer}>
        <p>page</p>
      </AdminShell>,
    );
    expect(screen.queryByRole("link", { name: "Users and API keys" })).not.toBeInTheDocument();
  });

  it("puts the navigation behind a Menu button whose aria-expanded says if it is shown", async () => {
    const user = userEvent.setup();
    render(
      <AdminShell viewer={viewerWith("owner")}>
        <p>page</p>
      </AdminShell>,
    );
    const menu = screen.getByRole("button", { name: "Menu" });
    const panel = document.getElementById(menu.getAttribute("aria-controls") ?? "");
    expect(panel).toContainElement(screen.getByRole("navigation", { name: "Admin" }));
    expect(panel).toContainElement(screen.getByRole("button", { name: "Sign out" }));
    expect(menu).toHaveAttribute("aria-expanded", "false");
    await user.click(menu);
    expect(menu).toHaveAttribute("aria-expanded", "true");
    // Escape from inside the menu closes it and returns to the button.
    screen.getByRole("link", { name: "Forms" }).focus();
    await user.keyboard("{Escape}");
    expect(menu).toHaveAttribute("aria-expanded", "false");
    expect(menu).toHaveFocus();
  });
});
