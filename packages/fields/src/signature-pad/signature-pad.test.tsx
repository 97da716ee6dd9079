import type { FileRef } from "@formwright/core";
import { act, fireEvent, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { errorFor, renderInForm } from "../../test/render-in-form";
import type { FileUploader } from "../file-input/file-uploader";
import { SignaturePad, TYPED_NAME_LABEL } from "./signature-pad";

const drawing: FileRef = {
  id: "0193a1b2-c3d4-7e5f-8a9b-000000000001",
  name: "signature.png",
  size: 1234,
  type: "image/png",
};

const noUpload: FileUploader = () => Promise.reject(new Error("not in this test"));

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe("SignaturePad", () => {
  it("offers a drawing area and a typed-name alternative that counts as signing", async () => {
    const { user, submit, submitted } = renderInForm(
      <SignaturePad name="sign" label="Signature" required upload={noUpload} />,
    );
    expect(screen.getByRole("img", { name: /Signature: drawing area/ })).toBeInTheDocument();
    expect(screen.getByRole("group", { name: /Signature/ })).toBeInTheDocument();
    await user.type(screen.getByRole("textbox", { name: TYPED_NAME_LABEL }), "Ada Lovelace");
    await submit();
    expect(submitted()).toEqual({ sign: { file: null, name: "Ada Lovelace" } });
  });

  it("says '{label} is required' when neither drawn nor typed", async () => {
    const { submit, container, onValid } = renderInForm(
      <SignaturePad name="sign" label="Signature" required upload={noUpload} />,
    );
    await submit();
    expect(onValid).not.toHaveBeenCalled();
    expect(errorFor(container, "sign")).toHaveTextContent("Signature is required");
  });

  it("uploads the drawing as a PNG after the stroke, and Clear removes drawing and name", async () => {
    HTMLCanvasElement.prototype.toBlob = function toBlob(callback: BlobCallback) {
      callback(new Blob([new Uint8Array([0x89, 0x50])], { type: "image/png" }));
    };
    const upload = vi.fn<FileUploader>(async () => drawing);
    const { user, submit, submitted } = renderInForm(
      <SignaturePad name="sign" label="Signature" upload={upload} />,
    );
    const canvas = screen.getByRole("img", { name: /drawing area/ });
    vi.useFakeTimers();
    fireEvent.pointerDown(canvas, { clientX: 5, clientY: 5, pointerId: 1 });
    fireEvent.pointerMove(canvas, { clientX: 40, clientY: 20, pointerId: 1 });
    fireEvent.pointerUp(canvas, { pointerId: 1 });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(600);
    });
    vi.useRealTimers();
    expect(upload).toHaveBeenCalledTimes(1);
    expect(upload.mock.calls[0]?.[1].name).toBe("signature.png");
    expect(screen.getByText("Signature saved")).toBeInTheDocument();
    await submit();
    expect(submitted()).toEqual({ sign: { file: drawing, name: "" } });
    await user.type(screen.getByRole("textbox", { name: TYPED_NAME_LABEL }), "Ada");
    await user.click(screen.getByRole("button", { name: "Clear Signature" }));
    await submit();
    expect(submitted()).toEqual({ sign: { file: null, name: "" } });
  });
});
