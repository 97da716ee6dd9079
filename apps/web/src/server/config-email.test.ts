import { isEmailAddress } from "@formwright/core";
import { expect, it } from "vitest";
import { loadConfig } from "./config";

const env = { NODE_ENV: "test", FORMWRIGHT_ADMIN_PASSWORD: "a long password" } as const;

it.each([
  "owner@example.com",
  "o'neil+admin@mail.example.org",
  "a!b@example.co",
  "x@b.c",
  "a@b",
  "a@-b.co",
  "a@b..co",
  "<script>@example.com",
  `${"a".repeat(250)}@b.co`,
])("FORMWRIGHT_ADMIN_EMAIL=%s is accepted exactly when the email rule accepts it", (email) => {
  const load = () => loadConfig({ ...env, FORMWRIGHT_ADMIN_EMAIL: email });
  if (isEmailAddress(email)) expect(load().initialOwner?.email).toBe(email);
  else expect(load).toThrow(/FORMWRIGHT_ADMIN_EMAIL: must be a valid email address/);
});
