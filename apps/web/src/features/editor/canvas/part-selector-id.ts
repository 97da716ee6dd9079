/**
 * The id of the canvas's selector of a part of a block (a group's inner
 * block, by position): where the editor's commands put the focus after
 * moving, copying or removing that part.
 *
 * @example
 * partSelectorId("b2", 0); // "canvas-block-b2-part-0"
 */
export const partSelectorId = (key: string, part: number) => `canvas-block-${key}-part-${part}`;
