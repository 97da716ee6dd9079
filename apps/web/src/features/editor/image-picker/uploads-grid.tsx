"use client";

import { useQuery } from "@tanstack/react-query";
import Image from "next/image";
import { fetchUploads, UPLOADS_QUERY_KEY, type UploadListItem } from "./uploads-api";

/**
 * "Choose from uploads": every uploaded image as a grid of buttons, each with
 * a thumbnail, its file name and size. The picker around it closes it on
 * Escape.
 */
export function UploadsGrid({
  id,
  label,
  onPick,
}: {
  id: string;
  /** Accessible name of the list, e.g. "Uploaded images for slide 2". */
  label: string;
  onPick: (upload: UploadListItem) => void;
}) {
  const { data, error, isPending } = useQuery({
    queryKey: UPLOADS_QUERY_KEY,
    queryFn: fetchUploads,
  });
  return (
    <div id={id} className="fw-image-picker__choices">
      {isPending && <p>Loading uploads…</p>}
      {error && (
        <p className="fw-alert fw-alert--error" role="alert">
          The uploads could not be loaded: {error.message}
        </p>
      )}
      {data?.length === 0 && <p>No images have been uploaded yet.</p>}
      {data && data.length > 0 && (
        <ul className="fw-image-picker__grid" aria-label={label}>
          {data.map((upload) => (
            <li key={upload.id}>
              <button
                type="button"
                className="fw-image-picker__choice"
                onClick={() => onPick(upload)}
              >
                <span className="fw-image-picker__thumb">
                  <Image src={upload.url} alt="" fill sizes="8rem" />
                </span>
                <span className="fw-image-picker__name">{upload.originalName}</span>
                <span className="fw-image-picker__size">
                  {upload.width} × {upload.height} px
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
