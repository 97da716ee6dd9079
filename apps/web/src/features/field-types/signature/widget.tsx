"use client";

import { SignaturePad } from "@formwright/fields/signature-pad";
import type { CommonWidgetProps } from "../field-widget";
import { formUploader } from "../shared/form-uploader";

/**
 * The public form's signature widget: a pad whose drawing is uploaded as an
 * image to the published form's file route. Loaded on its own (see
 * field-types/list.ts): a form without a signature downloads none of it.
 *
 * @example
 * <SignatureWidget common={common} />
 */
export function SignatureWidget({ common }: { common: CommonWidgetProps }) {
  return <SignaturePad {...common} upload={formUploader(common.name)} />;
}
