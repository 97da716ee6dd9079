import type { ServerConfig } from "./config";

/** Hosts that mean "every interface": no one reaches the server by that name. */
const WILDCARD_HOSTS = new Set(["0.0.0.0", "::", "[::]", ""]);

/**
 * The address every link that leaves the server starts with: invitations,
 * password resets, resume links, notifications, whatever is mailed, queued
 * or handed out to be passed on. FORMWRIGHT_PUBLIC_URL when set (without a
 * trailing slash), else the address the server was started on (`HOST` and
 * `PORT`, `localhost` for every interface). Never a request's `Host` or
 * `X-Forwarded-Host`: whoever sends the request would choose where a mail
 * from us points.
 *
 * @example
 * publicUrlOf({ publicUrl: "https://forms.example.com/", host: "0.0.0.0", port: 3000 }); // "https://forms.example.com"
 * publicUrlOf({ host: "0.0.0.0", port: 3000 }); // "http://localhost:3000"
 */
export function publicUrlOf(config: Pick<ServerConfig, "publicUrl" | "host" | "port">): string {
  if (config.publicUrl) return config.publicUrl.replace(/\/+$/, "");
  const host = WILDCARD_HOSTS.has(config.host)
    ? "localhost"
    : config.host.includes(":") && !config.host.startsWith("[")
      ? `[${config.host}]`
      : config.host;
  return `http://${host}:${config.port}`;
}
