/**
 * Whether a `Content-Type` names JSON: `application/json`, with any
 * parameters (`; charset=utf-8`). A browser sends a JSON body to another
 * origin only after a preflight, which other sites do not pass; the three
 * types a page may post anywhere without asking (form-encoded, multipart,
 * text/plain) are not JSON.
 *
 * @example
 * isJsonContentType("application/json; charset=utf-8"); // true
 * isJsonContentType("text/plain;charset=UTF-8"); // false
 */
export function isJsonContentType(value: string | undefined): boolean {
  return value?.split(";")[0]?.trim().toLowerCase() === "application/json";
}

/** What a POST to the API with another body type is told. */
export const JSON_BODY_REQUIRED =
  "Send the operation as a JSON body with Content-Type: application/json";
