/**
 * How the server's own pages read the API over loopback: they send the
 * process's secret (made at start, kept in this environment variable of the
 * one process) in this header, so the per-address limit on anonymous reads
 * counts callers from outside, not every visitor whose page the server renders.
 */
export const INTERNAL_API_HEADER = "x-formwright-internal";

/** The environment variable that holds the secret of {@link INTERNAL_API_HEADER}. */
export const INTERNAL_API_SECRET_VARIABLE = "FORMWRIGHT_INTERNAL_API_SECRET";
