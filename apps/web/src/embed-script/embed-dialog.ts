/** How a popup shows: centred over the page, or sliding in from the right edge. */
export type DialogStyle = "popup" | "slidein";

/** A modal dialog around a framed form. */
export interface EmbedDialog {
  open(): void;
  close(): void;
  /** Names the dialog (the form's title, once the frame says it). */
  setName(name: string): void;
}

const BOX: Partial<CSSStyleDeclaration> = {
  padding: "0",
  border: "0",
  background: "#fff",
  color: "#1b1b1f",
  overflow: "auto",
  boxShadow: "0 8px 32px rgba(0,0,0,.35)",
};

const STYLES: Record<DialogStyle, Partial<CSSStyleDeclaration>> = {
  popup: {
    width: "min(40rem, calc(100vw - 2rem))",
    maxHeight: "calc(100vh - 2rem)",
    borderRadius: "8px",
  },
  slidein: {
    width: "min(28rem, 100vw)",
    maxWidth: "100vw",
    height: "100vh",
    maxHeight: "100vh",
    margin: "0 0 0 auto",
  },
};

/**
 * Puts `iframe` in a modal `<dialog>` opened by `opener`: `showModal()` makes
 * the rest of the page inert (focus stays in the dialog) and moves focus in
 * (to the Close button); Escape closes it (in the host page natively; inside
 * the frame, the frame asks to close); on close, focus returns to `opener`.
 * Styles are set through the CSSOM, which a host page's Content Security
 * Policy does not block the way it blocks `<style>` elements.
 */
export function createEmbedDialog({
  iframe,
  opener,
  style,
}: {
  iframe: HTMLIFrameElement;
  opener: HTMLElement;
  style: DialogStyle;
}): EmbedDialog {
  const dialog = document.createElement("dialog");
  Object.assign(dialog.style, BOX, STYLES[style]);
  dialog.setAttribute("aria-label", opener.textContent?.trim() || "Form");
  const close = document.createElement("button");
  close.type = "button";
  close.textContent = "\u00d7";
  close.setAttribute("aria-label", "Close");
  Object.assign(close.style, {
    position: "sticky",
    top: "8px",
    float: "right",
    margin: "8px",
    padding: "2px 10px",
    font: "inherit",
    fontSize: "1.5rem",
    lineHeight: "1.2",
    color: "#1b1b1f",
    background: "#fff",
    border: "1px solid #6b6b76",
    borderRadius: "4px",
    cursor: "pointer",
    zIndex: "1",
  });
  close.addEventListener("click", () => dialog.close());
  dialog.addEventListener("close", () => opener.focus());
  dialog.append(close, iframe);
  document.body.append(dialog);
  const reduceMotion = () => window.matchMedia?.("(prefers-reduced-motion: reduce)").matches;
  return {
    open() {
      if (dialog.open) return;
      dialog.showModal();
      close.focus();
      if (style === "slidein" && !reduceMotion() && dialog.animate) {
        dialog.animate([{ transform: "translateX(100%)" }, { transform: "none" }], {
          duration: 200,
          easing: "ease-out",
        });
      }
    },
    close() {
      if (dialog.open) dialog.close();
    },
    setName(name) {
      if (name) dialog.setAttribute("aria-label", name);
    },
  };
}
