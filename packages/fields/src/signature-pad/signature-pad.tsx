"use client";

import { englishWidgetCatalogue, type FileRef, messages } from "@formwright/core";
import type { SignatureValue } from "@formwright/core/field-types/signature";
import { useEffect, useRef, useState } from "react";
import { useFormContext } from "react-hook-form";
import { Field } from "../field/field";
import { frameProps } from "../field/frame-props";
import { useFieldController } from "../field/use-field-controller";
import type { FileUploader } from "../file-input/file-uploader";
import { uploadFailureText } from "../file-input/upload-failure-text";
import { useWidgetTexts } from "../messages/use-widget-texts";
import type { FieldBaseProps } from "../types";

/**
 * Props of {@link SignaturePad}.
 *
 * @example
 * const props: SignaturePadProps = { name: "sign", label: "Signature", required: true, upload };
 */
export interface SignaturePadProps extends FieldBaseProps<SignatureValue> {
  /** Sends the drawing (a PNG); its answer is stored as the value's `file`. */
  upload: FileUploader;
}

/** The label of the typed-name alternative, in English (a page in another language reads its catalogue). */
export const TYPED_NAME_LABEL = englishWidgetCatalogue.signatureTypedName;

/** How long after the last stroke the drawing is saved. */
const SAVE_DELAY_MS = 500;

const EMPTY: SignatureValue = { file: null, name: "" };

function isSigned(value: unknown): boolean {
  const signature = value as Partial<SignatureValue> | null | undefined;
  return Boolean(signature?.file) || (signature?.name ?? "").trim() !== "";
}

function canvasToPng(canvas: HTMLCanvasElement): Promise<Blob | null> {
  return new Promise((resolve) => {
    try {
      canvas.toBlob(resolve, "image/png");
    } catch {
      resolve(null);
    }
  });
}

/**
 * A signature: a drawing area for a pointer, pen or finger, and, for
 * keyboard and screen-reader users (or anyone), a text input "Type your full
 * name" that counts as signing. The drawing is saved as a PNG through
 * `upload` shortly after the last stroke. Clear removes both. Stores
 * `{ file, name }`; required means drawn or typed.
 *
 * @example
 * <SignaturePad name="sign" label="Signature" required upload={xhrUploader(url)} />
 */
export function SignaturePad(props: SignaturePadProps) {
  const { label, upload, required } = props;
  const { field, id, describedBy, isInvalid, error, change } = useFieldController<SignatureValue>({
    ...props,
    required: false,
    rules: required
      ? { validate: { required: (value) => isSigned(value) || messages.required(label) } }
      : undefined,
    kind: "text",
    emptyValue: EMPTY,
  });
  const { getValues } = useFormContext();
  const texts = useWidgetTexts();
  const canvasRef = useRef<HTMLCanvasElement | null>(null);
  const drawing = useRef<{ x: number; y: number } | null>(null);
  const saveTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const saving = useRef<AbortController | null>(null);
  const [hasStrokes, setHasStrokes] = useState(false);
  const [status, setStatus] = useState("");
  const value = (field.value as SignatureValue | undefined) ?? EMPTY;
  const current = (): SignatureValue =>
    (getValues(field.name) as SignatureValue | undefined) ?? EMPTY;

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    const ratio = window.devicePixelRatio || 1;
    canvas.width = Math.max(1, Math.round(canvas.clientWidth * ratio));
    canvas.height = Math.max(1, Math.round(canvas.clientHeight * ratio));
    const context = canvas.getContext?.("2d");
    if (!context) return;
    context.scale(ratio, ratio);
    context.lineWidth = 2.5;
    context.lineCap = "round";
    context.lineJoin = "round";
    context.strokeStyle = "#111";
    return () => {
      clearTimeout(saveTimer.current);
      saving.current?.abort();
    };
  }, []);

  const point = (event: React.PointerEvent<HTMLCanvasElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    return { x: event.clientX - box.left, y: event.clientY - box.top };
  };

  const save = async () => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    saving.current?.abort();
    const controller = new AbortController();
    saving.current = controller;
    const blob = await canvasToPng(canvas);
    if (!blob || controller.signal.aborted) return;
    setStatus(texts.signatureSaving);
    try {
      const ref: FileRef = await upload(blob, {
        name: "signature.png",
        signal: controller.signal,
        onProgress: () => {},
      });
      if (controller.signal.aborted) return;
      change({ ...current(), file: ref });
      setStatus(texts.signatureSaved);
    } catch (reason) {
      if (controller.signal.aborted) return;
      setStatus(texts.signatureFailed({ reason: uploadFailureText(reason, texts) }));
    }
  };

  const onPointerDown = (event: React.PointerEvent<HTMLCanvasElement>) => {
    drawing.current = point(event);
    try {
      // Strokes that leave the area keep drawing until the pointer is up.
      event.currentTarget.setPointerCapture?.(event.pointerId);
    } catch {
      // A pointer the browser no longer tracks: draw without capture.
    }
    clearTimeout(saveTimer.current);
    const context = event.currentTarget.getContext?.("2d");
    if (!context) return;
    const { x, y } = drawing.current;
    context.beginPath();
    context.arc(x, y, 1.2, 0, Math.PI * 2);
    context.fill();
    setHasStrokes(true);
  };
  const onPointerMove = (event: React.PointerEvent<HTMLCanvasElement>) => {
    const from = drawing.current;
    if (!from) return;
    const to = point(event);
    const context = event.currentTarget.getContext?.("2d");
    if (context) {
      context.beginPath();
      context.moveTo(from.x, from.y);
      context.lineTo(to.x, to.y);
      context.stroke();
    }
    drawing.current = to;
  };
  const onPointerUp = () => {
    if (!drawing.current) return;
    drawing.current = null;
    clearTimeout(saveTimer.current);
    saveTimer.current = setTimeout(() => void save(), SAVE_DELAY_MS);
  };

  const clear = () => {
    clearTimeout(saveTimer.current);
    saving.current?.abort();
    const canvas = canvasRef.current;
    canvas?.getContext?.("2d")?.clearRect(0, 0, canvas.width, canvas.height);
    setHasStrokes(false);
    change(EMPTY);
    setStatus(texts.signatureCleared);
  };

  const nameId = `${id}-typed`;
  return (
    <Field {...frameProps(props)} error={error} variant="group">
      <div className="fw-signature">
        <canvas
          ref={canvasRef}
          className="fw-signature__canvas"
          role="img"
          aria-label={texts.signatureArea({ label })}
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={onPointerUp}
          onPointerCancel={onPointerUp}
          data-drawn={value.file || hasStrokes ? "" : undefined}
        />
        <label className="fw-signature__label" htmlFor={nameId}>
          {texts.signatureTypedName}
        </label>
        <input
          ref={field.ref}
          id={nameId}
          // Posted as the field's answer by a form sent without scripts (a typed signature).
          name={field.name}
          className="fw-input fw-signature__name"
          type="text"
          autoComplete="name"
          value={value.name}
          onChange={(event) => change({ ...current(), name: event.target.value })}
          onBlur={field.onBlur}
          disabled={field.disabled}
          aria-describedby={describedBy}
          aria-invalid={isInvalid || undefined}
          aria-required={required || undefined}
        />
        <button
          type="button"
          className="fw-file__button fw-signature__clear"
          onClick={clear}
          aria-label={texts.signatureClearLabel({ label })}
        >
          {texts.signatureClear}
        </button>
        <p className="fw-signature__status" role="status">
          {status}
        </p>
      </div>
    </Field>
  );
}
