import { describe, expect, it } from "vitest";
import { type AuthFieldSpec, checkAuthFields } from "./auth-fields";

const fields: AuthFieldSpec[] = [
  { name: "email", label: "Email", type: "email", autoComplete: "username" },
  {
    name: "password",
    label: "Password",
    type: "password",
    autoComplete: "new-password",
    minLength: 8,
  },
  {
    name: "confirmPassword",
    label: "Confirm password",
    type: "password",
    autoComplete: "new-password",
    mustMatch: "password",
  },
];

describe("checkAuthFields", () => {
  it("names every empty field", () => {
    expect(checkAuthFields(fields, {}).map((p) => p.text)).toEqual([
      "Email is required",
      "Password is required",
      "Confirm password is required",
    ]);
  });

  it("refuses a short password with the product's message, not the browser's", () => {
    expect(
      checkAuthFields(fields, { email: "a@b.co", password: "short", confirmPassword: "short" }),
    ).toEqual([{ field: "password", text: "Password must be at least 8 characters" }]);
  });

  it("refuses a confirmation that differs", () => {
    expect(
      checkAuthFields(fields, {
        email: "a@b.co",
        password: "long enough",
        confirmPassword: "long enougg",
      }),
    ).toEqual([{ field: "confirmPassword", text: "The passwords do not match" }]);
  });

  it("passes a complete form", () => {
    expect(
      checkAuthFields(fields, {
        email: "a@b.co",
        password: "long enough",
        confirmPassword: "long enough",
      }),
    ).toEqual([]);
  });
});
