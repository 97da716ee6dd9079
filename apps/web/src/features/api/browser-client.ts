"use client";

import { CSRF_HEADER } from "@formwright/core";
import { createQueryClient, type QueryClient } from "@formwright/query-client";

let client: QueryClient<"none"> | undefined;

/**
 * The query client browser code uses: same-origin `/api/graphql`, cookies
 * included, errors thrown with the first GraphQL error's message.
 */
export function browserClient(): QueryClient<"none"> {
  client ??= createQueryClient({
    url: `${window.location.origin}/api/graphql`,
    credentials: "same-origin",
    headers: { [CSRF_HEADER]: "1" },
  });
  return client;
}
