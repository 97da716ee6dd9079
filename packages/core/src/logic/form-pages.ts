import type { Block } from "../document/block-schema";
import type { PageBlock } from "../document/page-block-schema";

/** One page of a form: the blocks from `start` to `end` (exclusive) of the document. */
export interface FormPage {
  /** The page's number in the form, from 1, counting skipped pages too (`?step=` and the funnel use it). */
  number: number;
  /** The page block that starts the page, or null for a page 1 without one. */
  block: PageBlock | null;
  /** The page block's index in `blocks`, or -1 for a page 1 without one. */
  blockIndex: number;
  /** Index of the page's first block after its page block. */
  start: number;
  /** Index after the page's last block. */
  end: number;
}

/**
 * Whether a document has page breaks (it is then shown one page at a time).
 *
 * @example
 * hasPages([{ type: "page" }, ...fields]); // true
 */
export function hasPages(blocks: readonly Block[]): boolean {
  return blocks.some((block) => block.type === "page");
}

/**
 * Splits a document's blocks into pages: a page block starts a new page and
 * the blocks before the first page block are page 1 (when there are any). A
 * document without page blocks is one page.
 *
 * @example
 * formPages([text("a"), { type: "page" }, text("b")]).map((p) => p.number); // [1, 2]
 */
export function formPages(blocks: readonly Block[]): FormPage[] {
  const pages: FormPage[] = [];
  let current: FormPage = { number: 1, block: null, blockIndex: -1, start: 0, end: 0 };
  blocks.forEach((block, index) => {
    if (block.type === "page") {
      if (current.block !== null || index > 0) pages.push({ ...current, end: index });
      current = { number: pages.length + 1, block, blockIndex: index, start: index + 1, end: 0 };
    }
  });
  pages.push({ ...current, end: blocks.length });
  return pages;
}

/**
 * The pages shown for some answers, in order: those whose page block's
 * conditions hold. `shown` is `blockVisibility(blocks, answers).shown`, which
 * already hides every block of a skipped page.
 *
 * @example
 * visiblePages(formPages(blocks), blockVisibility(blocks, answers).shown);
 */
export function visiblePages(pages: readonly FormPage[], shown: readonly boolean[]): FormPage[] {
  return pages.filter((page) => page.blockIndex < 0 || shown[page.blockIndex] !== false);
}

/**
 * The page a requested page number lands on: that page when it is shown,
 * else the nearest shown page before it (the first page when none is).
 * Anything that is not a page number (missing, text, out of range) is page 1.
 *
 * @example
 * reachablePage(visiblePages(pages, shown), 3); // page 2 when page 3 is skipped
 */
export function reachablePage(shownPages: readonly FormPage[], requested: unknown): FormPage {
  const number = typeof requested === "number" && Number.isInteger(requested) ? requested : 1;
  let found = shownPages[0];
  for (const page of shownPages) if (page.number <= number) found = page;
  if (!found) throw new Error("A form has at least one page");
  return found;
}
