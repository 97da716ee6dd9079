import { z } from "zod";
import { noRulesSchema } from "../../document/field-rules-schema";
import { fieldSettingsShape } from "../../document/field-settings-shape";
import {
  FILE_DEFAULT_MAX_SIZE_MB,
  FILE_MAX_FILES,
  MEGABYTE,
  parseFileRef,
} from "../../files/file-ref";
import { matchesAccept } from "../../files/file-types";
import type { FieldTypeDocument } from "../field-type-definition";
import { fileAnswerText } from "./answer-text";

/** Largest `maxSizeMb` a document may ask for; the server's upload limit may be lower, and wins. */
export const FILE_MAX_SIZE_MB_CAP = 1024;

/** One `accept` entry: a MIME type (`application/pdf`), a family (`image/*`) or an extension (`.pdf`). */
const acceptEntrySchema = z.string().regex(/^(\.[A-Za-z0-9]{1,16}|[a-z]+\/(\*|[a-z0-9.+-]+))$/, {
  error:
    'Each accepted type must be a MIME type ("application/pdf"), a family ("image/*") or an extension (".pdf")',
});

/**
 * A file upload: respondents attach up to `maxFiles` files (1 to 10, default
 * 1) of at most `maxSizeMb` each (default 10, and never more than the
 * server's upload limit), of the types `accept` names (every type the server
 * can read when absent). Its value is an array of {@link FileRef}.
 *
 * @example
 * fileBlockSchema.parse({ type: "file", name: "cv", label: "CV", accept: [".pdf"], maxFiles: 1 });
 */
export const fileBlockSchema = z.strictObject({
  type: z.literal("file"),
  ...fieldSettingsShape,
  accept: z.array(acceptEntrySchema).max(50).optional(),
  maxSizeMb: z.number().positive().max(FILE_MAX_SIZE_MB_CAP).optional(),
  maxFiles: z.number().int().min(1).max(FILE_MAX_FILES).optional(),
  rules: noRulesSchema.optional(),
});

/** A file upload field. */
export type FileBlock = z.infer<typeof fileBlockSchema>;

/**
 * The FileBlock beyond its schema: no prefill (a file cannot come from a
 * link) and nothing from a post without scripts (uploads need scripts), its
 * answer text the file names, and its chart the count of answers and files.
 */
export const fileFieldDocument: FieldTypeDocument<FileBlock> = {
  coercePrefill: () => undefined,
  fromFormPost: () => undefined,
  answerText: fileAnswerText,
  rules: [],
  hasOptions: false,
  chart: "none",
  conditionKind: () => "answered",
  uploads: {
    refsOf: (answer) =>
      Array.isArray(answer) ? answer.flatMap((item) => parseFileRef(item) ?? []) : [],
    maxBytes: (block) => Math.floor((block.maxSizeMb ?? FILE_DEFAULT_MAX_SIZE_MB) * MEGABYTE),
    takesFile: (block, file) => matchesAccept(block.accept, file),
  },
};
