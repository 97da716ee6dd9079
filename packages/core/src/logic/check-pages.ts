import type { z } from "zod";
import { documentMessages } from "../document/document-messages";
import { formatJsonPath } from "../utils/format-json-path";
import { isRecord } from "../utils/is-record";

// Apart from form-pages.ts: the public form uses those helpers, and must not
// load the document's refusal messages with them.
/**
 * Reports page breaks that would leave a page empty: one as the last block,
 * and one right after another. Reads input of unknown shape, so it reports
 * alongside the document's other problems.
 */
export function checkPages(document: unknown, ctx: z.RefinementCtx): void {
  if (!isRecord(document) || !Array.isArray(document.blocks)) return;
  const blocks: unknown[] = document.blocks;
  const isPage = (block: unknown) => isRecord(block) && block.type === "page";
  blocks.forEach((block, index) => {
    if (!isPage(block)) return;
    if (index === blocks.length - 1) {
      ctx.addIssue({
        code: "custom",
        path: ["blocks", index],
        message: documentMessages.pageAtEnd(),
      });
    } else if (index > 0 && isPage(blocks[index - 1])) {
      ctx.addIssue({
        code: "custom",
        path: ["blocks", index],
        message: documentMessages.pageAfterPage(formatJsonPath(["blocks", index - 1])),
      });
    }
  });
}
