import { QueryClientError } from "@formwright/query-client";

/**
 * The text to show for something thrown by an API call: the query client
 * throws errors whose message is the API's own (e.g. `The last owner cannot
 * be given another role`).
 *
 * @example
 * errorMessage(new Error("Form not found")); // "Form not found"
 */
export function errorMessage(error: unknown): string {
  if (error instanceof Error && error.message.trim()) return error.message;
  return "Something went wrong. Please try again.";
}

/**
 * The API's error code (`extensions.code`: `CONFLICT`, `BAD_USER_INPUT`, ...)
 * of something the query client threw, or null.
 *
 * @example
 * if (errorCode(error) === "CONFLICT") form.setError("slug", { message: errorMessage(error) });
 */
export function errorCode(error: unknown): string | null {
  if (!(error instanceof QueryClientError)) return null;
  const code = error.response.errors?.[0]?.extensions?.code;
  return typeof code === "string" ? code : null;
}
