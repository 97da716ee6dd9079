import { describe, expect, it } from "vitest";
import { parseEmbedMessage, trustedEmbedMessage } from "./protocol";

const height = { type: "formwright:height", version: 1, slug: "contact", height: 480.2 };

describe("parseEmbedMessage", () => {
  it("accepts each message kind of version 1 and keeps only its known keys", () => {
    expect(parseEmbedMessage({ ...height, answers: { email: "a@b.example" } })).toEqual({
      type: "formwright:height",
      version: 1,
      slug: "contact",
      height: 481,
    });
    expect(
      parseEmbedMessage({
        type: "formwright:submitted",
        version: 1,
        slug: "contact",
        submissionId: "0b6f-12",
        data: { x: 1 },
      }),
    ).toEqual({
      type: "formwright:submitted",
      version: 1,
      slug: "contact",
      submissionId: "0b6f-12",
    });
    expect(
      parseEmbedMessage({
        type: "formwright:ready",
        version: 1,
        slug: "contact",
        title: "Contact",
      }),
    ).toEqual({
      type: "formwright:ready",
      version: 1,
      slug: "contact",
      title: "Contact",
    });
    expect(parseEmbedMessage({ type: "formwright:close", version: 1, slug: "contact" })).toEqual({
      type: "formwright:close",
      version: 1,
      slug: "contact",
    });
  });

  it("takes a payment's address only when it is https (or http on the machine itself)", () => {
    const pay = { type: "formwright:pay", version: 1, slug: "race" };
    expect(parseEmbedMessage({ ...pay, url: "https://checkout.stripe.com/c/pay/cs_1" })).toEqual({
      ...pay,
      url: "https://checkout.stripe.com/c/pay/cs_1",
    });
    expect(parseEmbedMessage({ ...pay, url: "http://127.0.0.1:4242/pay/cs_1" })).not.toBeNull();
    expect(parseEmbedMessage({ ...pay, url: "javascript:alert(1)" })).toBeNull();
    expect(parseEmbedMessage({ ...pay, url: "data:text/html,hi" })).toBeNull();
    expect(parseEmbedMessage({ ...pay, url: "http://evil.example/pay" })).toBeNull();
    expect(parseEmbedMessage({ ...pay, url: `https://x.example/${"a".repeat(2000)}` })).toBeNull();
    expect(parseEmbedMessage({ ...pay })).toBeNull();
  });

  it("refuses other versions, unknown kinds, bad slugs and bad values", () => {
    expect(parseEmbedMessage({ ...height, version: 2 })).toBeNull();
    expect(parseEmbedMessage({ ...height, type: "height" })).toBeNull();
    expect(parseEmbedMessage({ ...height, type: "formwright:navigate" })).toBeNull();
    expect(parseEmbedMessage({ ...height, slug: "../admin" })).toBeNull();
    expect(parseEmbedMessage({ ...height, height: -1 })).toBeNull();
    expect(parseEmbedMessage({ ...height, height: Number.NaN })).toBeNull();
    expect(parseEmbedMessage({ ...height, height: 1e9 })).toBeNull();
    expect(parseEmbedMessage({ ...height, height: "480" })).toBeNull();
    expect(
      parseEmbedMessage({
        type: "formwright:submitted",
        version: 1,
        slug: "contact",
        submissionId: "<img>",
      }),
    ).toBeNull();
    expect(parseEmbedMessage("formwright:height")).toBeNull();
    expect(parseEmbedMessage(null)).toBeNull();
  });
});

describe("trustedEmbedMessage", () => {
  const frame = {};
  const expected = {
    expectedOrigin: "https://forms.example",
    expectedSource: frame,
    slug: "contact",
  };

  it("trusts a well-formed message from the script's origin and that frame's window", () => {
    const event = { data: height, origin: "https://forms.example", source: frame };
    expect(trustedEmbedMessage({ event, ...expected })?.type).toBe("formwright:height");
  });

  it("ignores another origin, another window, no window, and another form", () => {
    expect(
      trustedEmbedMessage({
        event: { data: height, origin: "https://evil.example", source: frame },
        ...expected,
      }),
    ).toBeNull();
    expect(
      trustedEmbedMessage({
        event: { data: height, origin: "https://forms.example", source: {} },
        ...expected,
      }),
    ).toBeNull();
    expect(
      trustedEmbedMessage({
        event: { data: height, origin: "https://forms.example", source: null },
        ...expected,
      }),
    ).toBeNull();
    expect(
      trustedEmbedMessage({
        event: { data: height, origin: "https://forms.example", source: null },
        ...expected,
        expectedSource: null,
      }),
    ).toBeNull();
    expect(
      trustedEmbedMessage({
        event: {
          data: { ...height, slug: "other" },
          origin: "https://forms.example",
          source: frame,
        },
        ...expected,
      }),
    ).toBeNull();
  });
});
