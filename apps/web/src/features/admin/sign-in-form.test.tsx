// @vitest-environment jsdom
import "@testing-library/jest-dom/vitest";
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { SignInForm } from "./sign-in-form";

const search = { value: "" };
vi.mock("next/navigation", () => ({
  useSearchParams: () => new URLSearchParams(search.value),
}));

afterEach(() => {
  cleanup();
  search.value = "";
});

describe("the sign-in page", () => {
  it("has only the password form without single sign-on", () => {
    render(<SignInForm />);
    expect(screen.getByLabelText("Password")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /Sign in with/ })).toBeNull();
  });

  it("offers 'Sign in with <name>' beside the password form, returning to the page asked for", () => {
    window.history.replaceState(null, "", "/admin/forms?tab=2");
    render(<SignInForm password singleSignOn="Acme ID" />);
    const button = screen.getByRole("button", { name: "Sign in with Acme ID" });
    expect(button).toHaveAttribute(
      "href",
      `/api/auth/oidc/start?${new URLSearchParams({ next: "/admin/forms?tab=2" })}`,
    );
    expect(screen.getByLabelText("Password")).toBeInTheDocument();
  });

  it("with passwords off, has the button and no password form, and still says why a sign-in was refused", () => {
    search.value = "error=sso-email-unverified";
    render(<SignInForm password={false} singleSignOn="Acme ID" />);
    expect(screen.getByRole("button", { name: "Sign in with Acme ID" })).toBeInTheDocument();
    expect(screen.queryByLabelText("Password")).toBeNull();
    expect(screen.queryByRole("link", { name: "Forgot your password?" })).toBeNull();
    expect(screen.getByRole("alert")).toHaveTextContent(
      "Your identity provider did not confirm that your email address is verified",
    );
  });

  it("asks for the code after a single sign-on with passwords off, with a way back that names no password", () => {
    search.value = "step=two-factor";
    render(<SignInForm password={false} singleSignOn="Acme ID" />);
    expect(screen.getByLabelText("Code")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Continue" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Sign in with Acme ID" })).toBeNull();
    expect(screen.getByRole("link", { name: "Start signing in again" })).toBeInTheDocument();
    expect(screen.queryByText(/with your password/)).toBeNull();
  });
});
