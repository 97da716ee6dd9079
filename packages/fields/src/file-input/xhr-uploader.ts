import type { FileRef } from "@formwright/core";
import type { FileUploader } from "./file-uploader";

/**
 * An upload that failed without the server saying why: the connection
 * (`status` 0) or an answer that was not the stored file. Widgets say it in
 * the page's language ({@link uploadFailureText}).
 */
export class UploadError extends Error {
  readonly status: number;
  constructor(status: number) {
    super(
      status === 0
        ? "The upload failed: check your connection and try again"
        : `The upload failed (${status})`,
    );
    this.name = "UploadError";
    this.status = status;
  }
}

/**
 * A {@link FileUploader} that POSTs the raw file to `url` with
 * XMLHttpRequest (whose upload progress every browser reports), its name in
 * `X-Filename` (URI-encoded); the server answers `{ id, name, size, type }`
 * or `{ error }`.
 *
 * @example
 * const upload = xhrUploader("/api/files?form=apply&field=cv");
 */
export function xhrUploader(url: string): FileUploader {
  return (file, { name, onProgress, signal }) =>
    new Promise<FileRef>((resolve, reject) => {
      const request = new XMLHttpRequest();
      const abort = () => request.abort();
      request.open("POST", url);
      request.setRequestHeader("x-filename", encodeURIComponent(name));
      request.setRequestHeader("content-type", "application/octet-stream");
      request.responseType = "json";
      request.upload.onprogress = (event) => onProgress(event.loaded, event.total || file.size);
      request.onload = () => {
        signal.removeEventListener("abort", abort);
        const body = request.response as (FileRef & { error?: string }) | null;
        if (request.status === 201 && body) resolve(body);
        else if (body?.error) reject(new Error(body.error));
        else reject(new UploadError(request.status));
      };
      request.onerror = () => {
        signal.removeEventListener("abort", abort);
        reject(new UploadError(0));
      };
      request.onabort = () => reject(new DOMException("Upload cancelled", "AbortError"));
      if (signal.aborted) {
        reject(new DOMException("Upload cancelled", "AbortError"));
        return;
      }
      signal.addEventListener("abort", abort, { once: true });
      request.send(file);
    });
}
