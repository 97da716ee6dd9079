/**
 * Request header the server sets on every page request to the URL asked for
 * (path and query), replacing any a client sent: the root layout reads it to
 * give a public form's page its `<html lang dir>`, which Next.js does not
 * otherwise hand a layout.
 */
export const PAGE_URL_HEADER = "x-formwright-page-url";
