"use client";

import type { FileRef } from "@formwright/core";
import {
  ErrorSummary,
  FieldGrid,
  FileInput,
  type FileUploader,
  SignaturePad,
} from "@formwright/fields";
import { useEffect, useRef, useState } from "react";
import { type FieldValues, FormProvider, useForm } from "react-hook-form";

/** How long the gallery's pretend upload takes per tenth of a file. */
const STEP_MS = 150;

/**
 * The gallery's uploader: nothing leaves the page. It reports progress in
 * tenths (slowly enough to press Cancel) and answers the file as a published
 * form's server would, with a fresh id and the declared type.
 */
export const pretendUploader: FileUploader = (file, { name, onProgress, signal }) =>
  new Promise<FileRef>((resolve, reject) => {
    let step = 0;
    const timer = setInterval(() => {
      step += 1;
      onProgress(Math.round((file.size * step) / 10), file.size);
      if (step < 10) return;
      clearInterval(timer);
      resolve({
        id: crypto.randomUUID(),
        name,
        size: file.size,
        type: file.type || "application/octet-stream",
      });
    }, STEP_MS);
    signal.addEventListener("abort", () => {
      clearInterval(timer);
      reject(new DOMException("Upload cancelled", "AbortError"));
    });
  });

/**
 * File upload and signature, in a form of their own (so the main gallery's
 * values stay as they are): the uploads stay in this page; the submitted
 * values show in the same `<pre data-testid="result">`.
 */
export function UploadsGallery() {
  const form = useForm<FieldValues>({ shouldFocusError: false });
  const [result, setResult] = useState<FieldValues | null>(null);
  const [isHydrated, setIsHydrated] = useState(false);
  const resultHeading = useRef<HTMLHeadingElement>(null);
  useEffect(() => setIsHydrated(true), []);
  useEffect(() => {
    if (result) resultHeading.current?.focus();
  }, [result]);
  return (
    <FormProvider {...form}>
      <form
        className="gallery-form"
        noValidate
        aria-label="Files and signature form"
        data-ready={isHydrated ? "" : undefined}
        onSubmit={form.handleSubmit(setResult, () => setResult(null))}
      >
        <ErrorSummary />
        <section className="gallery-section" aria-labelledby="uploads">
          <h2 id="uploads">Files and signature</h2>
          <FieldGrid>
            <FileInput
              name="attachments"
              label="Attachments"
              description="PDF or images; the upload is pretended, nothing is sent"
              accept={[".pdf", "image/*"]}
              maxFiles={3}
              maxSizeMb={5}
              required
              upload={pretendUploader}
            />
            <SignaturePad name="signature" label="Signature" required upload={pretendUploader} />
          </FieldGrid>
        </section>
        <button type="submit" className="fw-button">
          Send files and signature
        </button>
      </form>
      {result ? (
        <section className="gallery-result" aria-labelledby="uploads-result-heading">
          <h2 id="uploads-result-heading" ref={resultHeading} tabIndex={-1}>
            Submitted files and signature
          </h2>
          <pre data-testid="result">{JSON.stringify(result, null, 2)}</pre>
        </section>
      ) : null}
    </FormProvider>
  );
}
