import { submissionAnswerText } from "../../submissions/answer-text";
import { StoredFileLink, storedFile } from "../../submissions/stored-file-link";
import { UploadChart } from "../../submissions/upload-chart";
import type { FieldAnswerProps, FieldChartProps, FieldResults } from "../field-results";

/**
 * A signature answer in the submission details: the typed name, and a link
 * to the drawing when one was drawn; an answer of another shape in words.
 *
 * @example
 * <SignatureAnswer field={field} value={{ name: "Ada Lovelace", file: { id, name: "signature.png", size: 900 } }} />
 */
export function SignatureAnswer({ field, value }: FieldAnswerProps) {
  if (typeof value !== "object" || value === null || Array.isArray(value)) {
    return <>{submissionAnswerText(field, value)}</>;
  }
  const { file, name } = value as { file?: unknown; name?: unknown };
  const typed = typeof name === "string" && name !== "" ? name : null;
  const drawing = storedFile(file);
  return (
    <>
      {typed ? <span>{typed}</span> : null}
      {drawing ? (
        <>
          {typed ? " · " : null}
          <StoredFileLink file={drawing}>Drawn signature (PNG)</StoredFileLink>
        </>
      ) : null}
    </>
  );
}

/**
 * A signature field's summary: how many submissions signed, and how many drew.
 *
 * @example
 * <SignaturesChart field={stats.uploadFields[0]} total={stats.total} />
 */
export function SignaturesChart({ field, total }: FieldChartProps<"uploadFields">) {
  return (
    <UploadChart
      field={field}
      total={total}
      files={{ sent: "drawn", measure: "Drawn signatures" }}
    />
  );
}

/** How the submissions page shows a signature field: drawings counted, each answer's name and drawing. */
export const signatureResults: FieldResults = {
  chart: { list: "uploadFields", Chart: SignaturesChart },
  Answer: SignatureAnswer,
};
