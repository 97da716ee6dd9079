import { type FileUploader, xhrUploader } from "@formwright/fields";
import { NATIVE_INPUT } from "../../../lib/native-post/native-post-names";

/** What an upload says where the form is not a published one (the editor's preview). */
export const PREVIEW_UPLOAD_REFUSED = "Files can be uploaded on the published form only";

/**
 * Uploads to the respondent-file route of the form the input sits in: its
 * slug is the one the form posts to (`/f/<slug>`), with the language the
 * form is shown in, for the server's refusals. The editor's preview posts
 * nowhere, and refuses.
 *
 * @example
 * <FileInput {...common} upload={formUploader(common.name)} />
 */
export function formUploader(fieldName: string): FileUploader {
  return (file, options) => {
    const frame = document.querySelector(`[data-field="${CSS.escape(fieldName)}"]`);
    const form = frame?.closest("form");
    const slug = /^\/f\/([a-z0-9-]+)$/.exec(form?.getAttribute("action") ?? "")?.[1];
    if (!slug) return Promise.reject(new Error(PREVIEW_UPLOAD_REFUSED));
    const query = new URLSearchParams({ form: slug, field: fieldName });
    const language = form?.elements.namedItem(NATIVE_INPUT.language);
    if (language instanceof HTMLInputElement && language.value) query.set("lang", language.value);
    return xhrUploader(`/api/files?${query}`)(file, options);
  };
}
