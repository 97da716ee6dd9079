import { formatSize } from "@formwright/fields";
import { submissionAnswerText } from "./answer-text";

interface StoredFile {
  id: string;
  name: string;
  size: number;
}

function storedFile(value: unknown): StoredFile | null {
  if (typeof value !== "object" || value === null) return null;
  const { id, name, size } = value as Record<string, unknown>;
  return typeof id === "string" && typeof name === "string" && typeof size === "number"
    ? { id, name, size }
    : null;
}

/** The private download path of a sent file (signed-in users only; see docs/api.md). */
export function fileDownloadPath(id: string): string {
  return `/api/files/${encodeURIComponent(id)}`;
}

function FileLink({ file }: { file: StoredFile }) {
  return (
    <a href={fileDownloadPath(file.id)} download={file.name}>
      {file.name}
      <span className="fw-muted"> ({formatSize(file.size)})</span>
    </a>
  );
}

/**
 * A file or signature answer in the submission details: each file a
 * download link; a signature its typed name and a link to the drawing.
 * Other answers as text.
 *
 * @example
 * <UploadAnswer type="file" value={[{ id, name: "cv.pdf", size: 5000, type: "application/pdf" }]} />
 */
export function UploadAnswer({ type, value }: { type: "file" | "signature"; value: unknown }) {
  if (type === "file" && Array.isArray(value)) {
    const files = value.map(storedFile).filter((file) => file !== null);
    return (
      <ul className="fw-file-answers">
        {files.map((file) => (
          <li key={file.id}>
            <FileLink file={file} />
          </li>
        ))}
      </ul>
    );
  }
  if (type === "signature" && typeof value === "object" && value !== null) {
    const { file, name } = value as { file?: unknown; name?: unknown };
    const drawing = storedFile(file);
    return (
      <>
        {typeof name === "string" && name !== "" ? <span>{name}</span> : null}
        {drawing ? (
          <>
            {typeof name === "string" && name !== "" ? " · " : null}
            <a href={fileDownloadPath(drawing.id)} download={drawing.name}>
              Drawn signature (PNG)
            </a>
          </>
        ) : null}
      </>
    );
  }
  return <>{submissionAnswerText({ type }, value)}</>;
}
