import { createHash } from "node:crypto";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { AltchaChallenge } from "../services/protection/altcha-challenge";

/**
 * Solves an ALTCHA challenge as the browser does (the number n from 0 up
 * whose SHA-256(salt + n) is the challenge; node's synchronous hash, which
 * is much faster than altcha-lib's Web Crypto solver) and encodes the payload
 * as the widget sends it: base64 of the JSON `algorithm`, `challenge`,
 * `number`, `salt`, `signature`.
 */
export async function solvedPayload(challenge: AltchaChallenge): Promise<string> {
  for (let number = 0; number <= challenge.maxnumber; number++) {
    const hash = createHash("sha256")
      .update(challenge.salt + number)
      .digest("hex");
    if (hash === challenge.challenge) return encodePayload({ ...challenge, number });
  }
  throw new Error("the challenge has no solution up to its maxnumber");
}

/** The `captcha` argument of a payload: base64 of its JSON, as the widget sends it. */
export function encodePayload(
  payload: Pick<AltchaChallenge, "algorithm" | "challenge" | "salt" | "signature"> & {
    number: number;
  },
): string {
  const { algorithm, challenge, number, salt, signature } = payload;
  return Buffer.from(JSON.stringify({ algorithm, challenge, number, salt, signature })).toString(
    "base64",
  );
}

/** A stand-in for Turnstile's or hCaptcha's siteverify endpoint, on a loopback port. */
export interface SiteVerifyServer {
  url: string;
  /** The form fields of each call, in order. */
  calls: Array<Record<string, string>>;
  close: () => Promise<void>;
}

/**
 * Speaks the siteverify protocol both providers share: a form post of
 * `secret` and `response` (and optional `sitekey`, `remoteip`), answered with
 * `{ "success": …, "error-codes": […] }`. Tokens in `valid` pass once with
 * the right secret; a second check of one answers `timeout-or-duplicate`.
 */
export async function startSiteVerifyServer(input: {
  secret: string;
  valid: string[];
}): Promise<SiteVerifyServer> {
  const unused = new Set(input.valid);
  const calls: Array<Record<string, string>> = [];
  const server: Server = createServer((req, res) => {
    let body = "";
    req.setEncoding("utf8");
    req.on("data", (chunk: string) => {
      body += chunk;
    });
    req.on("end", () => {
      const fields = Object.fromEntries(new URLSearchParams(body));
      calls.push(fields);
      const errors: string[] = [];
      if (req.method !== "POST") errors.push("bad-request");
      if (fields.secret !== input.secret) errors.push("invalid-input-secret");
      else if (!fields.response) errors.push("missing-input-response");
      else if (!unused.delete(fields.response)) {
        errors.push(
          input.valid.includes(fields.response) ? "timeout-or-duplicate" : "invalid-input-response",
        );
      }
      res.writeHead(200, { "content-type": "application/json" });
      res.end(
        JSON.stringify({
          success: errors.length === 0,
          "error-codes": errors,
          ...(errors.length === 0
            ? { challenge_ts: new Date().toISOString(), hostname: "localhost" }
            : {}),
        }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/siteverify`,
    calls,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
