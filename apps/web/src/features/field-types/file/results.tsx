import { submissionAnswerText } from "../../submissions/answer-text";
import { StoredFileLink, storedFile } from "../../submissions/stored-file-link";
import { UploadChart } from "../../submissions/upload-chart";
import type { FieldAnswerProps, FieldChartProps, FieldResults } from "../field-results";

/**
 * A file answer in the submission details: each file a download link with
 * its size; an answer of another shape in words.
 *
 * @example
 * <FileAnswer field={field} value={[{ id, name: "cv.pdf", size: 5000, type: "application/pdf" }]} />
 */
export function FileAnswer({ field, value }: FieldAnswerProps) {
  if (!Array.isArray(value)) return <>{submissionAnswerText(field, value)}</>;
  const files = value.map(storedFile).filter((file) => file !== null);
  return (
    <ul className="fw-file-answers">
      {files.map((file) => (
        <li key={file.id}>
          <StoredFileLink file={file} />
        </li>
      ))}
    </ul>
  );
}

/**
 * A file field's summary: how many submissions sent files, and how many.
 *
 * @example
 * <FilesChart field={stats.uploadFields[0]} total={stats.total} />
 */
export function FilesChart({ field, total }: FieldChartProps<"uploadFields">) {
  return (
    <UploadChart field={field} total={total} files={{ sent: "files sent", measure: "Files" }} />
  );
}

/** How the submissions page shows a file field: files counted, each answer's files as links. */
export const fileResults: FieldResults = {
  chart: { list: "uploadFields", Chart: FilesChart },
  Answer: FileAnswer,
};
