// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { createMessage } from "./create-message";
import { subscribe } from "./subscribe";

const origin = "http://127.0.0.1:3000";
/** A real second window (an iframe's), as a message's source. */
function anotherWindow(): Window {
  const frame = document.createElement("iframe");
  document.body.append(frame);
  if (!frame.contentWindow) throw new Error("no iframe window");
  return frame.contentWindow;
}

const other = anotherWindow();
const stranger = anotherWindow();

function deliver(data: unknown, init: { origin?: string; source?: Window }) {
  window.dispatchEvent(
    new MessageEvent("message", {
      data,
      origin: init.origin ?? origin,
      source: init.source ?? other,
    }),
  );
}

const unsubscribers: Array<() => void> = [];
afterEach(() => {
  for (const unsubscribe of unsubscribers.splice(0)) unsubscribe();
});

function listen(formId?: string) {
  const onMessage = vi.fn();
  unsubscribers.push(
    subscribe({
      target: window,
      expectedOrigin: origin,
      expectedSource: () => other,
      formId,
      onMessage,
    }),
  );
  return onMessage;
}

describe("subscribe", () => {
  it("hands trusted messages of its form to the callback", () => {
    const onMessage = listen("f1");
    const saved = createMessage({ type: "document-saved", formId: "f1", revision: 4 });
    deliver(saved, {});
    expect(onMessage).toHaveBeenCalledTimes(1);
    expect(onMessage.mock.calls[0]?.[0]).toEqual(saved);
  });

  it("ignores other forms, other windows, other origins and foreign messages", () => {
    const onMessage = listen("f1");
    deliver(createMessage({ type: "ready", formId: "f2", needsDocument: true }), {});
    deliver(createMessage({ type: "ready", formId: "f1", needsDocument: true }), {
      source: stranger,
    });
    deliver(createMessage({ type: "ready", formId: "f1", needsDocument: true }), {
      origin: "http://evil.test",
    });
    deliver({ type: "ready", formId: "f1", needsDocument: true }, {});
    expect(onMessage).not.toHaveBeenCalled();
  });

  it("stops listening when unsubscribed", () => {
    const onMessage = vi.fn();
    const unsubscribe = subscribe({
      target: window,
      expectedOrigin: origin,
      expectedSource: () => other,
      onMessage,
    });
    unsubscribe();
    deliver(createMessage({ type: "ready", formId: "f1", needsDocument: true }), {});
    expect(onMessage).not.toHaveBeenCalled();
  });

  it("asks for the expected window on every message", () => {
    let expected: Window = stranger;
    const onMessage = vi.fn();
    unsubscribers.push(
      subscribe({
        target: window,
        expectedOrigin: origin,
        expectedSource: () => expected,
        onMessage,
      }),
    );
    deliver(createMessage({ type: "ready", formId: "f1", needsDocument: true }), {});
    expected = other;
    deliver(createMessage({ type: "ready", formId: "f1", needsDocument: true }), {});
    expect(onMessage).toHaveBeenCalledTimes(1);
  });
});
