import { CAPTCHA_MAX_NUMBERS } from "@formwright/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AltchaChallenge } from "../services/protection/altcha-challenge";
import { solvedPayload } from "../testing/captcha";
import { contactDocument, validContactAnswers } from "../testing/fixtures";
import { startTestServer, type TestServer } from "../testing/test-server";

const ADMIN = { authorization: "Bearer test-admin-token" };

const SUBMIT = `mutation($s: String!, $d: JSON!, $k: String!, $c: String) {
  submitForm(slug: $s, data: $d, idempotencyKey: $k, captcha: $c) { submissionId }
}`;

describe("GET /api/forms/<slug>/challenge and submitForm(captcha:)", () => {
  let api: TestServer;

  beforeAll(async () => {
    api = await startTestServer({
      captcha: {
        altchaHmacKey: "an-operator-chosen-key-of-32-characters-or-more",
        turnstile: { siteKey: "ts-site", secretKey: "ts-secret", verifyUrl: "http://127.0.0.1:9/" },
        hcaptcha: null,
      },
    });
    for (const document of [
      contactDocument({ slug: "guarded", protection: { captcha: "altcha", difficulty: "medium" } }),
      contactDocument({ slug: "plain" }),
      contactDocument({ slug: "cloudflare", protection: { captcha: "turnstile" } }),
      contactDocument({ slug: "hcaptcha-keyless", protection: { captcha: "hcaptcha" } }),
    ]) {
      const created = await api.gql(
        "mutation($d: JSON!) { createForm(document: $d) { id } }",
        { d: document },
        ADMIN,
      );
      await api.gql(
        "mutation($id: ID!) { publishForm(id: $id) { id } }",
        { id: created.body.data.createForm.id },
        ADMIN,
      );
    }
  });
  afterAll(async () => {
    await api?.close();
  });

  it("answers a new signed challenge of the form's difficulty, never cached", async () => {
    const response = await fetch(`${api.url}/api/forms/guarded/challenge`);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const challenge = (await response.json()) as AltchaChallenge;
    expect(Object.keys(challenge).sort()).toEqual([
      "algorithm",
      "challenge",
      "maxnumber",
      "salt",
      "signature",
    ]);
    expect(challenge).toMatchObject({
      algorithm: "SHA-256",
      maxnumber: CAPTCHA_MAX_NUMBERS.medium,
    });
    const again = (await (
      await fetch(`${api.url}/api/forms/guarded/challenge`)
    ).json()) as AltchaChallenge;
    expect(again.salt).not.toBe(challenge.salt);
  });

  it("takes answers with a solved challenge, and refuses them without with CAPTCHA_REQUIRED", async () => {
    const challenge = (await (
      await fetch(`${api.url}/api/forms/guarded/challenge`)
    ).json()) as AltchaChallenge;
    const refused = await api.gql(SUBMIT, { s: "guarded", d: validContactAnswers, k: "k-1" });
    expect(refused.body.errors?.[0]?.extensions?.code).toBe("CAPTCHA_REQUIRED");
    expect(refused.body.data?.submitForm ?? null).toBeNull();
    const accepted = await api.gql(SUBMIT, {
      s: "guarded",
      d: validContactAnswers,
      k: "k-2",
      c: await solvedPayload(challenge),
    });
    expect(accepted.body.errors).toBeUndefined();
    expect(accepted.body.data.submitForm.submissionId).toBeTruthy();
    // An unprotected form asks for none.
    const plain = await api.gql(SUBMIT, { s: "plain", d: validContactAnswers, k: "k-3" });
    expect(plain.body.data.submitForm.submissionId).toBeTruthy();
  });

  it("gives a third party's site key, and says which keys are missing", async () => {
    const turnstile = await fetch(`${api.url}/api/forms/cloudflare/challenge`);
    expect(await turnstile.json()).toEqual({ captcha: "turnstile", siteKey: "ts-site" });
    const keyless = await fetch(`${api.url}/api/forms/hcaptcha-keyless/challenge`);
    expect(keyless.status).toBe(503);
    expect(((await keyless.json()) as { error: string }).error).toContain(
      "FORMWRIGHT_HCAPTCHA_SITE_KEY",
    );
  });

  it("answers 404 for a form without protection, or none published", async () => {
    expect((await fetch(`${api.url}/api/forms/plain/challenge`)).status).toBe(404);
    expect((await fetch(`${api.url}/api/forms/nothing-here/challenge`)).status).toBe(404);
    expect((await fetch(`${api.url}/api/forms/guarded/challenge`, { method: "POST" })).status).toBe(
      405,
    );
  });
});
