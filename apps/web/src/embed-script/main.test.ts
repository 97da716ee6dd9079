// @vitest-environment jsdom
import { beforeAll, describe, expect, it } from "vitest";

const ORIGIN = "https://forms.example";

beforeAll(async () => {
  document.body.innerHTML = `
    <div id="inline" data-formwright="contact" data-formwright-prefill-email="a@b.example"></div>
    <button id="popup" type="button" data-formwright-popup="contact">Contact us</button>
    <div id="bad" data-formwright="../admin"></div>`;
  // The script reads its own address while it runs, as from <script src="https://forms.example/embed.js">.
  Object.defineProperty(document, "currentScript", {
    configurable: true,
    value: { src: `${ORIGIN}/embed.js` },
  });
  await import("./main");
});

function frameOf(id: string): HTMLIFrameElement {
  const frame = document.querySelector<HTMLIFrameElement>(`#${id} iframe`);
  if (!frame) throw new Error(`no frame in #${id}`);
  return frame;
}

function post(data: unknown, origin: string, source: MessageEventSource | null) {
  window.dispatchEvent(new MessageEvent("message", { data, origin, source }));
}

describe("/embed.js", () => {
  it("frames the form of a data-formwright element on the script's origin, with host and prefill", () => {
    const url = new URL(frameOf("inline").src);
    expect(url.origin).toBe(ORIGIN);
    expect(url.pathname).toBe("/f/contact");
    expect(url.searchParams.get("embed")).toBe("1");
    expect(url.searchParams.get("host")).toBe(window.location.origin);
    expect(url.searchParams.get("email")).toBe("a@b.example");
    expect(document.querySelector("#bad iframe")).toBeNull();
  });

  it("follows the frame's height, and only from that frame on the script's origin", () => {
    const frame = frameOf("inline");
    const height = (h: number) => ({
      type: "formwright:height",
      version: 1,
      slug: "contact",
      height: h,
    });
    post(height(812), ORIGIN, frame.contentWindow);
    expect(frame.style.height).toBe("812px");
    post(height(5), "https://evil.example", frame.contentWindow);
    post(height(6), ORIGIN, window);
    post(height(7), ORIGIN, null);
    post({ ...height(8), version: 2 }, ORIGIN, frame.contentWindow);
    post({ ...height(9), slug: "other" }, ORIGIN, frame.contentWindow);
    expect(frame.style.height).toBe("812px");
  });

  it("dispatches a bubbling formwright:submitted on the element, with the slug and id only", () => {
    const frame = frameOf("inline");
    const seen: CustomEvent[] = [];
    document.addEventListener("formwright:submitted", (e) => seen.push(e as CustomEvent));
    post(
      {
        type: "formwright:submitted",
        version: 1,
        slug: "contact",
        submissionId: "abc-123",
        data: { email: "x" },
      },
      "https://evil.example",
      frame.contentWindow,
    );
    expect(seen).toEqual([]);
    post(
      {
        type: "formwright:submitted",
        version: 1,
        slug: "contact",
        submissionId: "abc-123",
        data: { email: "x" },
      },
      ORIGIN,
      frame.contentWindow,
    );
    expect(seen).toHaveLength(1);
    expect(seen[0]?.target).toBe(document.getElementById("inline"));
    expect(seen[0]?.detail).toEqual({ slug: "contact", submissionId: "abc-123" });
  });

  it("makes a popup button open a named dialog (no frame before the first click)", () => {
    const button = document.getElementById("popup") as HTMLButtonElement;
    expect(button.getAttribute("aria-haspopup")).toBe("dialog");
    expect(document.querySelector("dialog")).toBeNull();
    // jsdom has no showModal: stand in for it, as the browser would open the dialog.
    HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
      this.open = true;
    };
    HTMLDialogElement.prototype.close ??= function close(this: HTMLDialogElement) {
      this.open = false;
      this.dispatchEvent(new Event("close"));
    };
    button.click();
    const dialog = document.querySelector("dialog");
    expect(dialog?.open).toBe(true);
    expect(dialog?.getAttribute("aria-label")).toBe("Contact us");
    const frame = dialog?.querySelector("iframe");
    post(
      { type: "formwright:ready", version: 1, slug: "contact", title: "Contact" },
      ORIGIN,
      frame?.contentWindow ?? null,
    );
    expect(dialog?.getAttribute("aria-label")).toBe("Contact");
    post(
      { type: "formwright:close", version: 1, slug: "contact" },
      ORIGIN,
      frame?.contentWindow ?? null,
    );
    expect(dialog?.open).toBe(false);
  });
});
