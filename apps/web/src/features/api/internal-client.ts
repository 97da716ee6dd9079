import { CSRF_HEADER } from "@formwright/core";
import { createQueryClient } from "@formwright/query-client";

/**
 * The query client server components use: the API over loopback, with the
 * visitor's cookies forwarded when `cookie` is given so the API sees who asks.
 */
export function internalClient(options: { cookie?: string } = {}) {
  const url = process.env.FORMWRIGHT_INTERNAL_GRAPHQL_URL;
  if (!url) {
    throw new Error("FORMWRIGHT_INTERNAL_GRAPHQL_URL is not set (start the app with npm start)");
  }
  return createQueryClient({
    url,
    errorPolicy: "all",
    headers: { [CSRF_HEADER]: "1", ...(options.cookie ? { cookie: options.cookie } : {}) },
    fetchOptions: { cache: "no-store" },
  });
}
