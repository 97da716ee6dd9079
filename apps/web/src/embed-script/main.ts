/**
 * `/embed.js`: turns `<div data-formwright="<slug>">` into an inline framed
 * form whose height follows its content, and `<button data-formwright-popup="<slug>">`
 * (or `data-formwright-slidein`) into a button that opens the form in a modal
 * dialog. See docs/embedding.md. No dependency: this file and what it imports
 * must stay under 5 kB gzip (scripts/check-bundle-budget.mjs).
 */
import { createEmbedDialog, type DialogStyle } from "./embed-dialog";
import { frameUrl } from "./frame-url";
import { EMBED_TYPE_PREFIX, type EmbedMessage, trustedEmbedMessage } from "./protocol";

interface Mounted {
  iframe: HTMLIFrameElement;
  slug: string;
  owner: HTMLElement;
  onTitle?: (title: string) => void;
  onClose?: () => void;
}

const SLUG = /^[a-z0-9-]{1,64}$/;
const script = document.currentScript as HTMLScriptElement | null;
// The origin the script came from serves the forms, and is the only origin messages may come from.
const origin = script?.src ? new URL(script.src).origin : "";
const mounted: Mounted[] = [];
const seen = new WeakSet<Element>();

function makeFrame(slug: string, owner: HTMLElement): HTMLIFrameElement {
  const iframe = document.createElement("iframe");
  iframe.src = frameUrl({
    scriptOrigin: origin,
    slug,
    hostOrigin: location.origin,
    element: owner,
  });
  iframe.title = "Form";
  Object.assign(iframe.style, {
    display: "block",
    width: "100%",
    height: "360px",
    border: "0",
    overflow: "hidden",
    colorScheme: "normal",
  });
  return iframe;
}

function handle(entry: Mounted, message: EmbedMessage): void {
  switch (message.type) {
    case "formwright:height":
      entry.iframe.style.height = `${message.height}px`;
      return;
    case "formwright:ready":
      if (message.title) entry.iframe.title = message.title;
      entry.onTitle?.(message.title);
      return;
    case "formwright:submitted":
      entry.owner.dispatchEvent(
        new CustomEvent(`${EMBED_TYPE_PREFIX}submitted`, {
          bubbles: true,
          detail: { slug: message.slug, submissionId: message.submissionId },
        }),
      );
      return;
    case "formwright:close":
      entry.onClose?.();
      return;
    case "formwright:pay":
      // Checkout cannot be framed: the page itself goes there, and comes back to the form's receipt.
      location.assign(message.url);
      return;
  }
}

function onMessage(event: MessageEvent): void {
  for (const entry of mounted) {
    const message = trustedEmbedMessage({
      event,
      expectedOrigin: origin,
      expectedSource: entry.iframe.contentWindow,
      slug: entry.slug,
    });
    if (message) handle(entry, message);
  }
}

function mountInline(owner: HTMLElement, slug: string): void {
  const iframe = makeFrame(slug, owner);
  mounted.push({ iframe, slug, owner });
  owner.append(iframe);
}

function mountPopup(opener: HTMLElement, slug: string, style: DialogStyle): void {
  let entry: Mounted | null = null;
  let dialog: ReturnType<typeof createEmbedDialog> | null = null;
  opener.setAttribute("aria-haspopup", "dialog");
  opener.addEventListener("click", (event) => {
    event.preventDefault();
    if (!dialog) {
      const iframe = makeFrame(slug, opener);
      dialog = createEmbedDialog({ iframe, opener, style });
      const created = dialog;
      entry = { iframe, slug, owner: opener, onTitle: created.setName, onClose: created.close };
      mounted.push(entry);
    }
    dialog.open();
  });
}

/** Finds the elements not yet turned into embeds and mounts them (call again after adding some). */
function scan(): void {
  if (!origin) return;
  const found = document.querySelectorAll<HTMLElement>(
    "[data-formwright],[data-formwright-popup],[data-formwright-slidein]",
  );
  for (const element of found) {
    if (seen.has(element)) continue;
    const { formwright, formwrightPopup, formwrightSlidein } = element.dataset;
    const slug = formwright ?? formwrightPopup ?? formwrightSlidein ?? "";
    if (!SLUG.test(slug)) continue;
    seen.add(element);
    if (formwright !== undefined) mountInline(element, slug);
    else mountPopup(element, slug, formwrightSlidein !== undefined ? "slidein" : "popup");
  }
}

window.addEventListener("message", onMessage);
(window as unknown as { formwright?: { scan: () => void } }).formwright = { scan };
if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", scan);
else scan();
