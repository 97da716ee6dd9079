/**
 * Marks a request that got no response (fetch rejected, or the connection broke
 * while the body was read), so it can be told apart from every other failure on
 * its way out through graphql-request.
 *
 * @example
 * throw new NetworkFailure(new TypeError("Failed to fetch"));
 */
export class NetworkFailure extends Error {
  override readonly name = "NetworkFailure";

  constructor(cause: unknown) {
    super("Network failure", { cause });
  }
}
