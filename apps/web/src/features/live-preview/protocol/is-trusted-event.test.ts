import { describe, expect, it } from "vitest";
import { createMessage } from "./create-message";
import { isTrustedEvent, type ReceivedEvent } from "./is-trusted-event";

const origin = "http://127.0.0.1:3000";
// Stand-ins for two windows: only their identity matters to the check.
const preview = { name: "preview" } as unknown as MessageEventSource;
const otherPreview = { name: "other" } as unknown as MessageEventSource;
const ready = createMessage({ type: "ready", formId: "f1", needsDocument: true });

function event(overrides: Partial<ReceivedEvent>): ReceivedEvent {
  return { data: ready, origin, source: preview, ...overrides };
}

describe("isTrustedEvent", () => {
  it("trusts a well-formed message from the expected origin and window", () => {
    expect(
      isTrustedEvent({ event: event({}), expectedOrigin: origin, expectedSource: preview }),
    ).toBe(true);
  });

  it("refuses another origin", () => {
    for (const other of ["http://evil.example", "http://127.0.0.1:3001", "null", ""]) {
      expect(
        isTrustedEvent({
          event: event({ origin: other }),
          expectedOrigin: origin,
          expectedSource: preview,
        }),
      ).toBe(false);
    }
  });

  it("refuses another window of the same origin", () => {
    expect(
      isTrustedEvent({
        event: event({ source: otherPreview }),
        expectedOrigin: origin,
        expectedSource: preview,
      }),
    ).toBe(false);
  });

  it("refuses a message without a source window, and a receiver expecting none", () => {
    expect(
      isTrustedEvent({
        event: event({ source: null }),
        expectedOrigin: origin,
        expectedSource: preview,
      }),
    ).toBe(false);
    expect(isTrustedEvent({ event: event({}), expectedOrigin: origin, expectedSource: null })).toBe(
      false,
    );
  });

  it("refuses a wrong shape, another version and another namespace", () => {
    for (const data of [
      { hello: "world" },
      { ...ready, version: 2 },
      { ...ready, source: "react-devtools-bridge" },
      JSON.stringify(ready),
    ]) {
      expect(
        isTrustedEvent({ event: event({ data }), expectedOrigin: origin, expectedSource: preview }),
      ).toBe(false);
    }
  });

  it("accepts a source test for windows not known in advance", () => {
    const isOwnPopup = (source: MessageEventSource) => source === preview;
    expect(
      isTrustedEvent({ event: event({}), expectedOrigin: origin, expectedSource: isOwnPopup }),
    ).toBe(true);
    expect(
      isTrustedEvent({
        event: event({ source: otherPreview }),
        expectedOrigin: origin,
        expectedSource: isOwnPopup,
      }),
    ).toBe(false);
  });
});
