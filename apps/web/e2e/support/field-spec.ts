import { expect, type Page } from "@playwright/test";
import { adminGraphQL } from "./auth";

/** The stored answers of the form at `path`, read through the admin API. */
export async function stored(page: Page, path: string) {
  const data = await adminGraphQL<{
    submissions: { nodes: Array<{ data: Record<string, unknown> }> };
  }>(page, "query($s: String!) { submissions(formSlug: $s, first: 50) { nodes { data } } }", {
    s: path.replace("/f/", ""),
  });
  return data.submissions.nodes.map((node) => node.data);
}

/** Opens a public form and waits until it is hydrated. */
export async function openForm(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator("form.fw-public-form")).toHaveAttribute("data-hydrated", "", {
    timeout: 15_000,
  });
}

/** Sends answers straight to `submitForm`, as a script that skips the page would. */
export async function submitForm(page: Page, slug: string, data: Record<string, unknown>) {
  const response = await page.request.post("/api/graphql", {
    data: {
      query:
        "mutation($s: String!, $d: JSON!, $k: String!) { submitForm(slug: $s, data: $d, idempotencyKey: $k) { submissionId fieldErrors { name message } } }",
      variables: { s: slug, d: data, k: `${slug}-${Math.random()}` },
    },
  });
  const body = (await response.json()) as {
    data: {
      submitForm: {
        submissionId: string | null;
        fieldErrors: Array<{ name: string; message: string }>;
      };
    };
  };
  return body.data.submitForm;
}
