"use client";

import { IMAGE_LOCAL_PATH_PREFIXES } from "@formwright/core";
import { useQueryClient } from "@tanstack/react-query";
import Image from "next/image";
import {
  type ChangeEvent,
  type DragEvent,
  type KeyboardEvent,
  useContext,
  useId,
  useRef,
  useState,
} from "react";
import { useFormContext, useWatch } from "react-hook-form";
import type { ImageDimensionsValue } from "../block-types/image-values";
import { EditorStoreContext } from "../editor-store";
import "./image-picker.css";
import { UploadError, uploadImage } from "./upload-image";
import { UPLOADS_QUERY_KEY } from "./uploads-api";
import { UploadsGrid } from "./uploads-grid";

interface UploadState {
  name: string;
  loaded: number;
  total: number;
}

function isLocal(src: string): boolean {
  return IMAGE_LOCAL_PATH_PREFIXES.some((prefix) => src.startsWith(prefix));
}

/**
 * Where an image's `src` comes from: "Upload image" (a file input, or a file
 * dropped on the zone around it) sent with a progress bar, or "Choose from
 * uploads". Either sets `<prefix>src` to the image's URL and
 * `<prefix>dimensions` to its size in the surrounding settings form. A new
 * image starts with an empty alt text and not decorative (the old description
 * was of another image), and focus moves to its "Alt text" input.
 * `context` names the image for screen readers when a panel has several
 * ("slide 2", "before").
 */
export function ImagePicker({ prefix = "", context }: { prefix?: string; context?: string }) {
  const { setValue, getValues, setFocus } = useFormContext();
  const src = (useWatch({ name: `${prefix}src` }) as string | undefined) ?? "";
  const queryClient = useQueryClient();
  // The form being edited, when there is one: its images go into its workspace.
  const editorStore = useContext(EditorStoreContext);
  const [upload, setUpload] = useState<UploadState | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [status, setStatus] = useState("");
  const [isChoosing, setChoosing] = useState(false);
  const [isOver, setOver] = useState(false);
  const chooseButton = useRef<HTMLButtonElement>(null);
  const id = useId();
  const suffix = context ? ` for ${context}` : "";

  const apply = (image: { url: string; width: number; height: number }) => {
    const dimensions: ImageDimensionsValue = {
      width: image.width,
      height: image.height,
      src: image.url,
    };
    setValue(`${prefix}dimensions`, dimensions, { shouldDirty: true });
    const isNewImage = getValues(`${prefix}src`) !== image.url;
    setValue(`${prefix}src`, image.url, { shouldDirty: true });
    if (isNewImage) {
      setValue(`${prefix}decorative`, false, { shouldDirty: true });
      setValue(`${prefix}alt`, "", { shouldDirty: true });
    }
    // After React has shown the alt input again (it is hidden while decorative).
    requestAnimationFrame(() =>
      setFocus(getValues(`${prefix}decorative`) === true ? `${prefix}decorative` : `${prefix}alt`),
    );
  };

  const send = (file: File | undefined) => {
    if (!file || upload) return;
    setError(null);
    setStatus("");
    setUpload({ name: file.name, loaded: 0, total: file.size });
    uploadImage(
      file,
      ({ loaded, total }) => setUpload({ name: file.name, loaded, total: Math.max(total, 1) }),
      editorStore?.getState().formId,
    ).then(
      (image) => {
        apply(image);
        setStatus(`Uploaded ${file.name} (${image.width} × ${image.height} px)`);
        void queryClient.invalidateQueries({ queryKey: UPLOADS_QUERY_KEY });
        setUpload(null);
      },
      (failure: unknown) => {
        setUpload(null);
        setError(
          failure instanceof UploadError ? failure.message : `The upload of ${file.name} failed.`,
        );
      },
    );
  };

  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    send(event.target.files?.[0]);
    event.target.value = "";
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    send(event.dataTransfer.files[0]);
  };
  const closeChoices = () => {
    setChoosing(false);
    chooseButton.current?.focus();
  };
  const onChoicesKeyDown = (event: KeyboardEvent) => {
    if (event.key === "Escape" && isChoosing) {
      event.preventDefault();
      event.stopPropagation();
      closeChoices();
    }
  };

  return (
    <div className="fw-image-picker">
      <div className="fw-image-picker__current">
        <span className="fw-image-picker__thumb">
          {src && isLocal(src) && <Image src={src} alt="" fill sizes="8rem" />}
        </span>
        {/* biome-ignore lint/a11y/noStaticElementInteractions: the file input inside is the keyboard way; dropping is a shortcut */}
        <div
          className="fw-image-picker__drop"
          data-over={isOver || undefined}
          onDragOver={(event) => {
            event.preventDefault();
            setOver(true);
          }}
          onDragLeave={() => setOver(false)}
          onDrop={onDrop}
        >
          <label className="fw-button fw-button--secondary fw-button--small fw-image-picker__upload">
            Upload image
            {suffix && <span className="fw-image-picker__hidden">{suffix}</span>}
            <input
              type="file"
              accept="image/*"
              className="fw-image-picker__hidden"
              disabled={upload !== null}
              onChange={onFile}
            />
          </label>
          <span className="fw-image-picker__hint">
            or drop an image here (JPEG, PNG, WebP, AVIF, GIF)
          </span>
        </div>
      </div>
      {upload && (
        <progress
          className="fw-image-picker__progress"
          aria-label={`Uploading ${upload.name}`}
          value={upload.loaded}
          max={upload.total}
        />
      )}
      <p className="fw-image-picker__status" role="status">
        {status}
      </p>
      {error && (
        <p className="fw-alert fw-alert--error" role="alert">
          {error}
        </p>
      )}
      {/* biome-ignore lint/a11y/noStaticElementInteractions: Escape closes the list from the toggle or any choice */}
      <div className="fw-image-picker__choose" onKeyDown={onChoicesKeyDown}>
        <button
          ref={chooseButton}
          type="button"
          className="fw-button fw-button--secondary fw-button--small"
          aria-expanded={isChoosing}
          aria-controls={isChoosing ? `${id}-choices` : undefined}
          onClick={() => setChoosing((open) => !open)}
        >
          Choose from uploads
          {suffix && <span className="fw-image-picker__hidden">{suffix}</span>}
        </button>
        {isChoosing && (
          <UploadsGrid
            id={`${id}-choices`}
            label={`Uploaded images${suffix}`}
            onPick={(choice) => {
              setStatus(`Chose ${choice.originalName}`);
              setChoosing(false);
              apply(choice);
            }}
          />
        )}
      </div>
    </div>
  );
}
