import { Readable } from "node:stream";
import { FILE_NAME_MAX_LENGTH, type FileRef, isStorableText } from "@formwright/core";
import { v7 as uuidv7 } from "uuid";
import type { Database } from "../../db/database";
import { respondentFiles } from "../../db/schema";
import type { FileStorage } from "../../storage/file-storage";
import { closedNoticeIn } from "../closed-notice-in";
import { FORM_NOT_FOUND, ServiceError } from "../errors";
import { liveAvailability } from "../form-availability";
import { formLanguageOf } from "../form-language";
import { getPublishedForm } from "../published-forms";
import { tooLargeMessage } from "../uploads";
import { fieldTakesType, uploadFieldOf, uploadLimitOf } from "./respondent-file-field";
import { SNIFF_BYTES, sniffFileType } from "./sniff-file-type";
import { nameForType } from "./stored-file-name";

/** A file over its field's (or the server's) limit, found while it streamed in. */
export class FileTooLargeError extends Error {
  readonly limitBytes: number;

  constructor(limitBytes: number) {
    super(tooLargeMessage(limitBytes));
    this.name = "FileTooLargeError";
    this.limitBytes = limitBytes;
  }
}

/** The message for a file whose bytes are not of a type the field takes. */
export function typeRefusedMessage(name: string): string {
  return `${name} is not a type this field accepts (judged from its content, not its name)`;
}

/** What every respondent file's storage key starts with (the sweeper lists the storage by it). */
export const RESPONDENT_KEY_PREFIX = "respondent-";

/** The storage key of a respondent file: no image extension, so the public image route never serves it. */
export function respondentFileKey(id: string): string {
  return `${RESPONDENT_KEY_PREFIX}${id}.bin`;
}

/** A name fit to keep: trimmed, at most 255 characters, storable; "file" otherwise. */
function cleanName(name: string): string {
  const trimmed = name.replace(/[\\/]/g, "_").trim().slice(0, FILE_NAME_MAX_LENGTH);
  return trimmed && isStorableText(trimmed) ? trimmed : "file";
}

/**
 * Stores one file a respondent uploads to a form's `file` or `signature`
 * field, bound to that form and field, not yet to a submission. The type is
 * read from the first bytes (see `sniffFileType`) and must be one the field
 * takes, and the name kept ends in that type's extension (see `nameForType`);
 * the size is counted as the bytes stream to the storage and the
 * upload fails past the field's limit, leaving nothing stored: the file is
 * never held whole in memory. A form that takes no answers now (not open
 * yet, closed or full) takes no files either: FORM_CLOSED with the message a
 * submit gets, in the respondent's `language` when the form offers it.
 *
 * @example
 * const ref = await saveRespondentFile(db, storage, { slug: "apply", fieldName: "cv", name: "cv.pdf", body: req, serverLimitBytes });
 */
export async function saveRespondentFile(
  db: Database,
  storage: FileStorage,
  input: {
    slug: string;
    fieldName: string;
    name: string;
    body: AsyncIterable<Buffer | Uint8Array>;
    /** The length the client declared, when it did: refused at once when over the limit. */
    declaredLength?: number;
    serverLimitBytes: number;
    /** The language the form is shown in (as `submitForm`'s), for the closed message. */
    language?: string | null;
  },
): Promise<FileRef> {
  const form = await getPublishedForm(db, input.slug);
  if (!form) throw new ServiceError("NOT_FOUND", FORM_NOT_FOUND);
  // The rule submitForm applies: a file kept for a submit that will be refused is a file kept for nothing.
  const availability = await liveAvailability(db, form);
  if (!availability.isOpen) {
    throw new ServiceError(
      "FORM_CLOSED",
      await closedNoticeIn({
        document: form.document,
        reason: availability.reason,
        language: formLanguageOf(form.document, input.language),
      }),
    );
  }
  const field = uploadFieldOf(form, input.fieldName);
  if (!field) {
    throw new ServiceError(
      "BAD_USER_INPUT",
      `The form has no file or signature field named "${input.fieldName.slice(0, 64)}"`,
    );
  }
  const limit = uploadLimitOf(field, input.serverLimitBytes);
  if (input.declaredLength !== undefined && input.declaredLength > limit) {
    throw new FileTooLargeError(limit);
  }
  const name = cleanName(input.name);
  const iterator = input.body[Symbol.asyncIterator]();
  // The head: enough bytes to tell the type, before anything is stored.
  const headChunks: Buffer[] = [];
  let size = 0;
  let ended = false;
  while (size < SNIFF_BYTES) {
    const next = await iterator.next();
    if (next.done) {
      ended = true;
      break;
    }
    const chunk = Buffer.from(next.value);
    size += chunk.length;
    if (size > limit) throw new FileTooLargeError(limit);
    headChunks.push(chunk);
  }
  const head = Buffer.concat(headChunks);
  if (head.length === 0) throw new ServiceError("BAD_USER_INPUT", "The file is empty");
  const type = sniffFileType(head.subarray(0, SNIFF_BYTES), name, ended);
  if (!fieldTakesType(field, { type, name })) {
    throw new ServiceError("BAD_USER_INPUT", typeRefusedMessage(name));
  }
  const storedName = nameForType(name, type);
  async function* rest(): AsyncGenerator<Buffer> {
    yield head;
    if (ended) return;
    for (;;) {
      const next = await iterator.next();
      if (next.done) return;
      const chunk = Buffer.from(next.value);
      size += chunk.length;
      if (size > limit) throw new FileTooLargeError(limit);
      yield chunk;
    }
  }
  const id = uuidv7();
  const storageKey = respondentFileKey(id);
  await storage.write(storageKey, Readable.from(rest()));
  try {
    await db.insert(respondentFiles).values({
      id,
      formId: form.formId,
      fieldName: field.block.name,
      storageKey,
      name: storedName,
      contentType: type,
      byteSize: size,
    });
  } catch (error) {
    await storage.delete(storageKey);
    throw error;
  }
  return { id, name: storedName, size, type };
}
