"use client";

import type { FileBlock } from "@formwright/core/field-types/file";
import { FileInput } from "@formwright/fields/file-input";
import type { CommonWidgetProps } from "../field-widget";
import { formUploader } from "../shared/form-uploader";

/**
 * The public form's file widget: uploads to the published form's file route
 * as they are picked. Loaded on its own (see field-types/list.ts): a form
 * without a file field downloads none of it.
 *
 * @example
 * <FileWidget block={block} common={common} />
 */
export function FileWidget({ block, common }: { block: FileBlock; common: CommonWidgetProps }) {
  return (
    <FileInput
      {...common}
      accept={block.accept}
      maxFiles={block.maxFiles}
      maxSizeMb={block.maxSizeMb}
      upload={formUploader(block.name)}
    />
  );
}
