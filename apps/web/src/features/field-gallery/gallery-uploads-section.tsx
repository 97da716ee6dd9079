"use client";

import type { FileRef } from "@formwright/core";
import { FieldGrid, FileInput, type FileUploader, SignaturePad } from "@formwright/fields";

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

/** File upload and signature: the uploads stay in this page. */
export function UploadsSection() {
  return (
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
  );
}
