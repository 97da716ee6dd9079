/** Query-string parsing (SPEC §9), for prefill. */

/** Query-string parsing limits for prefill (passed to qs). */
export const QUERY_STRING_LIMITS = {
  arrayLimit: 20,
  depth: 5,
  parameterLimit: 1000,
} as const;
