import { lookup } from "node:dns/promises";
import { isIP } from "node:net";
import { ServiceError } from "../errors";
import { isPrivateAddress } from "./private-address";

/** Longest webhook URL accepted. */
export const WEBHOOK_URL_MAX_LENGTH = 2000;

/** A webhook URL resolved to the one address delivery will connect to. */
export interface ResolvedTarget {
  url: URL;
  address: string;
  family: 4 | 6;
}

/**
 * Parses a webhook URL: http or https, no credentials in it, at most
 * {@link WEBHOOK_URL_MAX_LENGTH} characters. Bad input is a BAD_USER_INPUT
 * error naming what is wrong.
 */
export function parseWebhookUrl(text: string): URL {
  const trimmed = text.trim();
  if (trimmed.length === 0 || trimmed.length > WEBHOOK_URL_MAX_LENGTH) {
    throw new ServiceError(
      "BAD_USER_INPUT",
      `url must be 1 to ${WEBHOOK_URL_MAX_LENGTH} characters`,
    );
  }
  let url: URL;
  try {
    url = new URL(trimmed);
  } catch {
    throw new ServiceError("BAD_USER_INPUT", "url is not a valid URL");
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") {
    throw new ServiceError("BAD_USER_INPUT", "url must start with http:// or https://");
  }
  if (url.username || url.password) {
    throw new ServiceError("BAD_USER_INPUT", "url must not contain a user name or password");
  }
  return url;
}

/**
 * Resolves the URL's host once and checks the address: every address the
 * name resolves to must be public (unless `allowPrivate`), and delivery then
 * connects to the address checked here, so DNS cannot switch between the
 * check and the connection.
 */
export async function resolveWebhookTarget(
  url: URL,
  options: { allowPrivate: boolean },
): Promise<ResolvedTarget> {
  const host = url.hostname.replace(/^\[|\]$/g, "");
  let addresses: Array<{ address: string; family: number }>;
  if (isIP(host)) {
    addresses = [{ address: host, family: isIP(host) }];
  } else {
    try {
      addresses = await lookup(host, { all: true, verbatim: true });
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code ?? "lookup failed";
      throw new ServiceError("BAD_USER_INPUT", `url host ${host} does not resolve (${code})`);
    }
  }
  const first = addresses[0];
  if (!first) throw new ServiceError("BAD_USER_INPUT", `url host ${host} does not resolve`);
  if (!options.allowPrivate) {
    const refused = addresses.find((a) => isPrivateAddress(a.address));
    if (refused) {
      throw new ServiceError(
        "BAD_USER_INPUT",
        `url resolves to ${refused.address}, a loopback, private or link-local address; webhooks may only reach public addresses (FORMWRIGHT_WEBHOOK_ALLOW_PRIVATE=1 allows them)`,
      );
    }
  }
  return { url, address: first.address, family: first.family === 6 ? 6 : 4 };
}
