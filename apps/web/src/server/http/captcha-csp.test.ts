import { describe, expect, it } from "vitest";
import { CAPTCHA_ORIGINS } from "../services/public-page-origins";
import { contentSecurityPolicy } from "./security-headers";

const directive = (policy: string, name: string) =>
  policy.split("; ").find((d) => d.startsWith(`${name} `));

describe("the page policy of a form with a CAPTCHA", () => {
  it("lets a third party's widget frame, style and call home, and nothing more", () => {
    const policy = contentSecurityPolicy({
      nonce: "n",
      frameAncestors: [],
      captchaOrigins: CAPTCHA_ORIGINS.turnstile,
      isDev: false,
    });
    expect(directive(policy, "frame-src")).toBe(
      "frame-src 'self' https://challenges.cloudflare.com",
    );
    expect(directive(policy, "connect-src")).toBe(
      "connect-src 'self' https://challenges.cloudflare.com",
    );
    expect(directive(policy, "script-src")).not.toContain("cloudflare");
  });

  it("adds nothing for ALTCHA or an unprotected form: no third party", () => {
    const policy = contentSecurityPolicy({ nonce: "n", frameAncestors: [], isDev: false });
    expect(directive(policy, "frame-src")).toBeUndefined();
    expect(directive(policy, "connect-src")).toBe("connect-src 'self'");
  });
});
