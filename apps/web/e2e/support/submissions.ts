import type { Page } from "@playwright/test";
import { adminGraphQL } from "./auth";

/** A submission as the admin API returns it. */
export interface StoredSubmission {
  id: string;
  version: number;
  data: Record<string, unknown>;
}

/** Reads a form's submissions back through the admin API (admin token). */
export async function storedSubmissions(page: Page, slug: string): Promise<StoredSubmission[]> {
  const data = await adminGraphQL<{ submissions: { nodes: StoredSubmission[] } }>(
    page,
    "query($slug: String!) { submissions(formSlug: $slug, first: 500) { nodes { id version data } } }",
    { slug },
  );
  return data.submissions.nodes;
}
