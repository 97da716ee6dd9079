import type { FileRef } from "@formwright/core";
import type { FileUploader } from "./file-uploader";

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
        else reject(new Error(body?.error ?? `The upload failed (${request.status || "network"})`));
      };
      request.onerror = () => {
        signal.removeEventListener("abort", abort);
        reject(new Error("The upload failed: check your connection and try again"));
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
