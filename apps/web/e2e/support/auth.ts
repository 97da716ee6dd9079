import { expect, type Page } from "@playwright/test";
import { E2E_ADMIN_TOKEN, E2E_OWNER } from "./env";

/** Signs in through the real sign-in form and waits for the admin to show. */
export async function signIn(
  page: Page,
  credentials: { email: string; password: string } = E2E_OWNER,
  path = "/admin",
): Promise<void> {
  await page.goto(path);
  await page.getByLabel("Email").fill(credentials.email);
  await page.getByLabel("Password").fill(credentials.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("button", { name: "Sign out" })).toBeVisible();
}

/** Runs a GraphQL operation as the owner (admin token), for test set-up. */
export async function adminGraphQL<T = Record<string, unknown>>(
  page: Page,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<T> {
  const response = await page.request.post("/api/graphql", {
    headers: { authorization: `Bearer ${E2E_ADMIN_TOKEN}` },
    data: { query, variables },
  });
  const body = (await response.json()) as { data: T; errors?: Array<{ message: string }> };
  if (body.errors?.length) throw new Error(body.errors.map((e) => e.message).join("; "));
  return body.data;
}
