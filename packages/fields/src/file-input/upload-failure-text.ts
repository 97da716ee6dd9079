import type { WidgetCatalogue } from "@formwright/core";
import { UploadError } from "./xhr-uploader";

/**
 * Why an upload failed, for the respondent: a failure of the connection or an
 * unexpected answer in the page's language, else the uploader's own message
 * (the server's, which names the problem).
 *
 * @example uploadFailureText(new UploadError(0), texts); // "The upload failed: check your connection and try again"
 */
export function uploadFailureText(
  reason: unknown,
  texts: Pick<WidgetCatalogue, "uploadFailedNetwork" | "uploadFailedStatus">,
): string {
  if (reason instanceof UploadError) {
    return reason.status === 0
      ? texts.uploadFailedNetwork
      : texts.uploadFailedStatus({ status: reason.status });
  }
  return reason instanceof Error ? reason.message : String(reason);
}
