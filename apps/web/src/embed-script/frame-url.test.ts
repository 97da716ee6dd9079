// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { frameUrl, prefillOf } from "./frame-url";

function element(html: string): HTMLElement {
  const host = document.createElement("div");
  host.innerHTML = html;
  return host.firstElementChild as HTMLElement;
}

describe("prefillOf", () => {
  it("names values as dataset does: kebab parts become camelCase, underscores stay", () => {
    const div = element(
      `<div data-formwright="contact" data-formwright-prefill-email="a@b.example" data-formwright-prefill-full-name="Ada L" data-formwright-prefill-utm_source="news" data-formwright-popup-style="x"></div>`,
    );
    expect(prefillOf(div)).toEqual([
      ["email", "a@b.example"],
      ["fullName", "Ada L"],
      ["utm_source", "news"],
    ]);
  });

  it("finds none on an element without prefill attributes", () => {
    expect(
      prefillOf(element(`<div data-formwright="contact" data-formwright-prefill-=""></div>`)),
    ).toEqual([]);
  });
});

describe("frameUrl", () => {
  it("frames /f/<slug> on the script's origin with embed=1, the host origin and the prefill values", () => {
    const div = element(
      `<div data-formwright="contact" data-formwright-prefill-email="a+b@c.example" data-formwright-prefill-host="https://evil.example"></div>`,
    );
    const url = new URL(
      frameUrl({
        scriptOrigin: "https://forms.example",
        slug: "contact",
        hostOrigin: "https://shop.example",
        element: div,
      }),
    );
    expect(url.origin).toBe("https://forms.example");
    expect(url.pathname).toBe("/f/contact");
    expect(url.searchParams.get("embed")).toBe("1");
    // A prefill attribute cannot change where the frame posts its messages.
    expect(url.searchParams.getAll("host")).toEqual(["https://shop.example"]);
    expect(url.searchParams.get("email")).toBe("a+b@c.example");
  });
});
