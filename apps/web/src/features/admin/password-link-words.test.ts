import { describe, expect, it } from "vitest";
import { linkPageWords } from "./password-link-words";

describe("the words of a one-time link's page", () => {
  it("say an invitation was used or expired in its own words", () => {
    expect(linkPageWords({ page: "invite", purpose: "invite", state: "used" })).toEqual({
      heading: "Invitation already used",
      text: "This invitation has already been used. Sign in, or ask the owner for a new invitation.",
    });
    expect(linkPageWords({ page: "invite", purpose: "invite", state: "expired" })).toEqual({
      heading: "Invitation expired",
      text: "This invitation has expired. Ask the owner for a new one.",
    });
  });

  it("follow the link's purpose over the page it was opened on", () => {
    expect(linkPageWords({ page: "reset", purpose: "invite", state: "valid" }).heading).toBe(
      "Set your password",
    );
    expect(linkPageWords({ page: "invite", purpose: "reset", state: "expired" }).heading).toBe(
      "Reset link expired",
    );
    expect(linkPageWords({ page: "invite", purpose: null, state: "unknown" }).heading).toBe(
      "Invitation not valid",
    );
  });
});
