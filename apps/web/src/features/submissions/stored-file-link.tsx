import { formatSize } from "@formwright/fields";

/** A file a respondent sent, as a stored answer refers to it. */
export interface StoredFile {
  id: string;
  name: string;
  size: number;
}

/**
 * The stored file a value refers to, or null when it is not one.
 *
 * @example
 * storedFile({ id: "0193…", name: "cv.pdf", size: 5000, type: "application/pdf" }); // { id, name, size }
 * storedFile("cv.pdf"); // null
 */
export function storedFile(value: unknown): StoredFile | null {
  if (typeof value !== "object" || value === null) return null;
  const { id, name, size } = value as Record<string, unknown>;
  return typeof id === "string" && typeof name === "string" && typeof size === "number"
    ? { id, name, size }
    : null;
}

/**
 * The private download path of a sent file (signed-in users only; see docs/api.md).
 *
 * @example
 * fileDownloadPath("0193a1b2-…"); // "/api/files/0193a1b2-…"
 */
export function fileDownloadPath(id: string): string {
  return `/api/files/${encodeURIComponent(id)}`;
}

/**
 * A sent file's download link: its name and size, or the given words instead.
 *
 * @example
 * <StoredFileLink file={file} />
 * <StoredFileLink file={drawing}>Drawn signature (PNG)</StoredFileLink>
 */
export function StoredFileLink({ file, children }: { file: StoredFile; children?: string }) {
  return (
    <a href={fileDownloadPath(file.id)} download={file.name}>
      {children ?? (
        <>
          {file.name}
          <span className="fw-muted"> ({formatSize(file.size)})</span>
        </>
      )}
    </a>
  );
}
