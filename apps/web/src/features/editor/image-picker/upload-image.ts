"use client";

import { CSRF_HEADER } from "@formwright/core";

/** An image the server stored, as `POST /api/uploads` answers it. */
export interface UploadedImage {
  id: string;
  url: string;
  width: number;
  height: number;
  originalName: string;
}

/** Bytes sent so far of the whole file. */
export interface UploadProgress {
  loaded: number;
  total: number;
}

/** A refused or failed upload, with the text to show the editor. */
export class UploadError extends Error {
  override name = "UploadError";
}

/** Where images are uploaded to (see `UPLOAD_PATH` on the server). */
export const UPLOAD_URL = "/api/uploads";

function refusal(status: number, body: string): string {
  try {
    const parsed = JSON.parse(body) as { error?: unknown };
    if (typeof parsed.error === "string" && parsed.error) return parsed.error;
  } catch {
    // Not JSON: fall through to a message of our own.
  }
  return `The server refused the upload (HTTP ${status}).`;
}

function readUpload(body: string): UploadedImage {
  const parsed = JSON.parse(body) as Partial<UploadedImage>;
  if (
    typeof parsed.url !== "string" ||
    typeof parsed.width !== "number" ||
    typeof parsed.height !== "number"
  ) {
    throw new UploadError("The server answered the upload with something unexpected.");
  }
  return {
    id: String(parsed.id),
    url: parsed.url,
    width: parsed.width,
    height: parsed.height,
    originalName: typeof parsed.originalName === "string" ? parsed.originalName : "image",
  };
}

/**
 * Sends one file to `POST /api/uploads` as the raw body with
 * XMLHttpRequest, so `onProgress` can follow the bytes sent. Resolves with
 * the stored image; rejects with an {@link UploadError} carrying the server's
 * own message when it refuses the file (not an image, too large, ...).
 *
 * @example
 * const image = await uploadImage(file, ({ loaded, total }) => setProgress(loaded / total));
 */
export function uploadImage(
  file: File,
  onProgress: (progress: UploadProgress) => void,
  /** The form it is for: the image goes into that form's workspace (issue 34 §1). */
  formId?: string | null,
): Promise<UploadedImage> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", formId ? `${UPLOAD_URL}?formId=${encodeURIComponent(formId)}` : UPLOAD_URL);
    xhr.setRequestHeader("X-Filename", encodeURIComponent(file.name));
    xhr.setRequestHeader(CSRF_HEADER, "1");
    xhr.setRequestHeader("Content-Type", file.type || "application/octet-stream");
    xhr.upload.onprogress = (event) => {
      onProgress({ loaded: event.loaded, total: event.lengthComputable ? event.total : file.size });
    };
    xhr.onload = () => {
      if (xhr.status !== 201) {
        reject(new UploadError(refusal(xhr.status, xhr.responseText)));
        return;
      }
      onProgress({ loaded: file.size, total: file.size });
      try {
        resolve(readUpload(xhr.responseText));
      } catch (error) {
        reject(
          error instanceof UploadError
            ? error
            : new UploadError("The upload's answer was unreadable."),
        );
      }
    };
    xhr.onerror = () =>
      reject(
        new UploadError(
          "The upload did not finish: the connection was closed. The file may be too large.",
        ),
      );
    xhr.onabort = () => reject(new UploadError("The upload was cancelled."));
    xhr.send(file);
  });
}
