import { isEmailAddress } from "@formwright/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseConnection } from "../../db/database";
import { databaseTargets } from "../../testing/databases";
import { createUser } from "./users";

describe.each(databaseTargets)("account emails on $name", ({ open }) => {
  let connection: DatabaseConnection;
  beforeAll(async () => {
    connection = await open();
  });
  afterAll(async () => {
    await connection.close();
  });

  it.each([
    "editor@example.com",
    "a!b@example.co",
    "a@b",
    "a@-b.co",
    "a@b..co",
    "<script>@example.com",
  ])("%s is taken exactly when the form's email rule takes it", async (email) => {
    const create = createUser(connection.db, {
      email,
      password: "a long password",
      role: "editor",
    });
    if (isEmailAddress(email)) await expect(create).resolves.toMatchObject({ email });
    else await expect(create).rejects.toThrow("Enter a valid email address");
  });

  it("refuses a megabyte of an address at once (the old pattern backtracked on it)", async () => {
    const email = `a@${".".repeat(1_000_000)}@`;
    await expect(
      createUser(connection.db, { email, password: "a long password", role: "editor" }),
    ).rejects.toThrow("Enter a valid email address");
  });
});
