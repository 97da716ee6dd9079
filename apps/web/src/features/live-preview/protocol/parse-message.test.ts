import { describe, expect, it } from "vitest";
import { createMessage } from "./create-message";
import { parseMessage } from "./parse-message";

const formId = "0b6f1f1e-5c61-4b8f-9f0e-3f2d2c1a9e11";
const document = { slug: "contact", title: "Contact", blocks: [] };

describe("parseMessage", () => {
  it("reads every kind of message the protocol defines", () => {
    const messages = [
      createMessage({ type: "ready", formId, needsDocument: false }),
      createMessage({ type: "closing", formId }),
      createMessage({ type: "document-saved", formId, revision: 3 }),
      createMessage({ type: "document-saved", formId, revision: 3, document }),
      createMessage({ type: "document-changed", formId, revision: 3, document }),
    ];
    for (const message of messages) expect(parseMessage(message)).toEqual(message);
  });

  it("stamps the namespace and version", () => {
    expect(createMessage({ type: "ready", formId, needsDocument: false })).toEqual({
      source: "formwright-live-preview",
      version: 1,
      type: "ready",
      formId,
      needsDocument: false,
    });
  });

  it("returns null for another namespace", () => {
    expect(
      parseMessage({
        ...createMessage({ type: "ready", formId, needsDocument: false }),
        source: "other-app",
      }),
    ).toBe(null);
  });

  it("returns null for another version", () => {
    expect(
      parseMessage({
        ...createMessage({ type: "ready", formId, needsDocument: false }),
        version: 2,
      }),
    ).toBe(null);
  });

  it("returns null for an unknown type", () => {
    expect(
      parseMessage({
        ...createMessage({ type: "ready", formId, needsDocument: false }),
        type: "navigate",
      }),
    ).toBe(null);
  });

  it("returns null for a ready message without needsDocument", () => {
    const { needsDocument: _, ...withoutFlag } = createMessage({
      type: "ready",
      formId,
      needsDocument: true,
    });
    expect(parseMessage(withoutFlag)).toBe(null);
  });

  it("returns null for a wrong shape", () => {
    expect(parseMessage(null)).toBe(null);
    expect(parseMessage("ready")).toBe(null);
    expect(parseMessage([createMessage({ type: "ready", formId, needsDocument: false })])).toBe(
      null,
    );
    expect(
      parseMessage({
        ...createMessage({ type: "ready", formId, needsDocument: false }),
        formId: "",
      }),
    ).toBe(null);
    // document-changed without a document, or with one that is not an object
    const changed = createMessage({ type: "document-changed", formId, revision: 1, document });
    expect(parseMessage({ ...changed, document: undefined })).toBe(null);
    expect(parseMessage({ ...changed, document: "<script>" })).toBe(null);
    expect(parseMessage({ ...changed, revision: -1 })).toBe(null);
    expect(parseMessage({ ...changed, revision: "3" })).toBe(null);
  });

  it("drops unknown extra keys", () => {
    const message = {
      ...createMessage({ type: "ready", formId, needsDocument: false }),
      extra: true,
    };
    expect(parseMessage(message)).toEqual(
      createMessage({ type: "ready", formId, needsDocument: false }),
    );
  });
});
