import { CSRF_HEADER } from "@formwright/core";
import { createQueryClient } from "@formwright/query-client";
import { INTERNAL_API_HEADER, INTERNAL_API_SECRET_VARIABLE } from "../../lib/internal-api";

/**
 * The query client server components use: the API over loopback, with the
 * visitor's cookies forwarded when `cookie` is given so the API sees who asks.
 * It carries the process's internal secret, so a page render is not counted
 * against the per-address limit on anonymous reads (every render comes from
 * loopback).
 */
export function internalClient(options: { cookie?: string } = {}) {
  const url = process.env.FORMWRIGHT_INTERNAL_GRAPHQL_URL;
  if (!url) {
    throw new Error("FORMWRIGHT_INTERNAL_GRAPHQL_URL is not set (start the app with npm start)");
  }
  const secret = process.env[INTERNAL_API_SECRET_VARIABLE];
  return createQueryClient({
    url,
    errorPolicy: "all",
    headers: {
      [CSRF_HEADER]: "1",
      ...(secret ? { [INTERNAL_API_HEADER]: secret } : {}),
      ...(options.cookie ? { cookie: options.cookie } : {}),
    },
    fetchOptions: { cache: "no-store" },
  });
}
