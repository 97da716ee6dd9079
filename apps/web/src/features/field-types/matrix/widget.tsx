"use client";

import type { MatrixBlock } from "@formwright/core/field-types/matrix";
import { Matrix } from "@formwright/fields/matrix";
import type { CommonWidgetProps } from "../field-widget";

/**
 * The public form's matrix widget: a choice per row. Loaded on its own (see
 * field-types/list.ts): a form without a matrix downloads none of it.
 *
 * @example
 * <MatrixWidget block={block} common={common} />
 */
export function MatrixWidget({ block, common }: { block: MatrixBlock; common: CommonWidgetProps }) {
  return <Matrix {...common} rows={block.rows} columns={block.columns} multiple={block.multiple} />;
}
