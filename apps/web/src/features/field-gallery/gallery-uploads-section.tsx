"use client";

import type { FileRef } from "@formwright/core";
import { FileInput, type FileUploader, SignaturePad } from "@formwright/fields";
import { GalleryForm } from "./gallery-form";

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
  return (
    <GalleryForm
      label="Files and signature form"
      heading="Files and signature"
      submitLabel="Send files and signature"
      resultHeading="Submitted files and signature"
      ids={{ heading: "uploads", resultHeading: "uploads-result-heading", result: "result" }}
      readyAttribute="data-ready"
    >
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
    </GalleryForm>
  );
}
