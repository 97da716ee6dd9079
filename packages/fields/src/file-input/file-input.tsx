"use client";

import {
  FILE_DEFAULT_MAX_SIZE_MB,
  type FileRef,
  isListedInAccept,
  MEGABYTE,
  messages,
} from "@formwright/core";
import { useRef, useState } from "react";
import { useFormContext } from "react-hook-form";
import { Field } from "../field/field";
import { frameProps } from "../field/frame-props";
import { useFieldController } from "../field/use-field-controller";
import { useWidgetTexts } from "../messages/use-widget-texts";
import type { FieldBaseProps } from "../types";
import type { FileUploader } from "./file-uploader";
import { formatSize } from "./format-size";
import { uploadFailureText } from "./upload-failure-text";

/**
 * Props of {@link FileInput}.
 *
 * @example
 * const props: FileInputProps = { name: "cv", label: "CV", accept: [".pdf"], upload };
 */
export interface FileInputProps extends FieldBaseProps<FileRef[]> {
  /** MIME types (`application/pdf`), families (`image/*`) or extensions (`.pdf`); any when absent. */
  accept?: readonly string[];
  /** Largest file, in MB (default 10). */
  maxSizeMb?: number;
  /** Most files (default 1). */
  maxFiles?: number;
  /** Sends each chosen file; its answer is what the field stores. */
  upload: FileUploader;
}

interface Pending {
  key: number;
  name: string;
  size: number;
  loaded: number;
  /** Set when the upload failed or was refused before it started. */
  error?: string;
  controller?: AbortController;
}

let nextKey = 0;

/**
 * A file upload: a native file input (keyboard and screen readers know it;
 * on a phone it offers the camera and files), then one row per file with its
 * upload progress and a Cancel button, or, once stored, a Remove button. The
 * field stores the uploaded files as `{ id, name, size, type }`, in the
 * order chosen; files still uploading are not part of the value yet. A
 * one-file field (`maxFiles` 1) takes another choice as a replacement: the
 * chosen file stays until the new one is stored, then gives way to it, and
 * screen readers hear "Uploaded b.pdf, in place of a.pdf".
 * Checks size, count and (by name and declared type) `accept` before
 * sending; the server checks the bytes again.
 *
 * @example
 * <FileInput name="cv" label="CV" accept={[".pdf"]} maxFiles={2} upload={xhrUploader("/api/files?form=apply&field=cv")} />
 */
export function FileInput(props: FileInputProps) {
  const { label, accept, upload, required } = props;
  const maxFiles = props.maxFiles ?? 1;
  const maxMb = props.maxSizeMb ?? FILE_DEFAULT_MAX_SIZE_MB;
  const { field, id, describedBy, isInvalid, error, change } = useFieldController<FileRef[]>({
    ...props,
    kind: "choices",
    emptyValue: [],
  });
  const { getValues } = useFormContext();
  const texts = useWidgetTexts();
  const [pending, setPending] = useState<Pending[]>([]);
  const [announcement, setAnnouncement] = useState("");
  const inputRef = useRef<HTMLInputElement | null>(null);
  const hintId = `${id}-hint`;
  const stored = (): FileRef[] => {
    const value: unknown = getValues(field.name);
    return Array.isArray(value) ? (value as FileRef[]) : [];
  };
  const files = Array.isArray(field.value) ? (field.value as FileRef[]) : [];

  const update = (key: number, patch: Partial<Pending> | null) =>
    setPending((items) =>
      patch === null
        ? items.filter((item) => item.key !== key)
        : items.map((item) => (item.key === key ? { ...item, ...patch } : item)),
    );

  /** Uploads `file`; once stored, it takes the place of `replaces` (a one-file field's choice). */
  const start = (file: File, replaces?: FileRef) => {
    const key = nextKey++;
    const base = { key, name: file.name, size: file.size, loaded: 0 };
    if (file.size > maxMb * MEGABYTE) {
      const message = messages.fileTooLarge(label, file.name, maxMb);
      setPending((items) => [...items, { ...base, error: message }]);
      setAnnouncement(message);
      return;
    }
    // The name and declared type only: the server judges the bytes.
    if (!isListedInAccept(accept, file)) {
      const message = messages.fileTypeNotAccepted(label, file.name);
      setPending((items) => [...items, { ...base, error: message }]);
      setAnnouncement(message);
      return;
    }
    const controller = new AbortController();
    setPending((items) => [...items, { ...base, controller }]);
    setAnnouncement(texts.fileUploading({ name: file.name }));
    upload(file, {
      name: file.name,
      signal: controller.signal,
      onProgress: (loaded) => update(key, { loaded }),
    }).then(
      (ref) => {
        update(key, null);
        const kept = replaces ? stored().filter((other) => other.id !== replaces.id) : stored();
        change([...kept, ref]);
        setAnnouncement(
          replaces
            ? texts.fileReplaced({ name: file.name, old: replaces.name })
            : texts.fileUploaded({ name: file.name }),
        );
      },
      (reason: unknown) => {
        if (controller.signal.aborted) return;
        const message = texts.fileFailed({
          name: file.name,
          reason: uploadFailureText(reason, texts),
        });
        update(key, { error: message, controller: undefined });
        setAnnouncement(message);
      },
    );
  };

  const choose = (chosen: FileList | null) => {
    if (!chosen) return;
    const [first] = chosen;
    if (maxFiles === 1 && first) {
      // One file: another choice replaces what was chosen (an upload under way stops).
      for (const item of pending) item.controller?.abort();
      setPending([]);
      start(first, stored()[0]);
      if (inputRef.current) inputRef.current.value = "";
      return;
    }
    const uploading = pending.filter((item) => !item.error).length;
    const room = maxFiles - stored().length - uploading;
    const list = [...chosen];
    for (const file of list.slice(0, Math.max(0, room))) start(file);
    if (list.length > room) setAnnouncement(messages.tooManyFiles(label, maxFiles));
    if (inputRef.current) inputRef.current.value = "";
  };

  const cancel = (item: Pending) => {
    item.controller?.abort();
    update(item.key, null);
    setAnnouncement(texts.fileCancelled({ name: item.name }));
    inputRef.current?.focus();
  };

  const remove = (ref: FileRef) => {
    change(stored().filter((other) => other.id !== ref.id));
    field.onBlur();
    setAnnouncement(texts.fileRemoved({ name: ref.name }));
    inputRef.current?.focus();
  };

  // A one-file field is never full: choosing again replaces its file.
  const isFull =
    maxFiles > 1 && files.length + pending.filter((item) => !item.error).length >= maxFiles;
  return (
    <Field {...frameProps(props)} error={error}>
      <input
        ref={(element) => {
          inputRef.current = element;
          field.ref(element);
        }}
        id={id}
        className="fw-file__input"
        type="file"
        multiple={maxFiles > 1}
        accept={accept?.join(",")}
        onChange={(event) => choose(event.target.files)}
        onBlur={field.onBlur}
        disabled={field.disabled}
        aria-describedby={[hintId, describedBy].filter(Boolean).join(" ")}
        aria-invalid={isInvalid || undefined}
        required={required}
        data-full={isFull ? "" : undefined}
      />
      <p id={hintId} className="fw-file__hint">
        {accept && accept.length > 0
          ? texts.fileHintTypes({ n: maxFiles, mb: maxMb, types: accept.join(", ") })
          : texts.fileHint({ n: maxFiles, mb: maxMb })}
      </p>
      {files.length + pending.length > 0 ? (
        <ul className="fw-file__list" aria-label={texts.fileListLabel({ label })}>
          {files.map((ref) => (
            <li key={ref.id} className="fw-file__item" data-state="done">
              <span className="fw-file__name">{ref.name}</span>
              <span className="fw-file__size">{formatSize(ref.size)}</span>
              <button
                type="button"
                className="fw-file__button"
                onClick={() => remove(ref)}
                aria-label={texts.fileRemoveLabel({ name: ref.name })}
              >
                {texts.fileRemove}
              </button>
            </li>
          ))}
          {pending.map((item) => (
            <li
              key={item.key}
              className="fw-file__item"
              data-state={item.error ? "failed" : "uploading"}
            >
              <span className="fw-file__name">{item.name}</span>
              {item.error ? (
                <>
                  <span className="fw-file__error">{item.error}</span>
                  <button
                    type="button"
                    className="fw-file__button"
                    onClick={() => cancel(item)}
                    aria-label={texts.fileDismissLabel({ name: item.name })}
                  >
                    {texts.fileDismiss}
                  </button>
                </>
              ) : (
                <>
                  <progress
                    className="fw-file__progress"
                    max={item.size || 1}
                    value={item.loaded}
                    aria-label={texts.fileUploading({ name: item.name })}
                  />
                  <button
                    type="button"
                    className="fw-file__button"
                    onClick={() => cancel(item)}
                    aria-label={texts.fileCancelLabel({ name: item.name })}
                  >
                    {texts.fileCancel}
                  </button>
                </>
              )}
            </li>
          ))}
        </ul>
      ) : null}
      <p className="fw-visually-hidden" role="status">
        {announcement}
      </p>
    </Field>
  );
}
