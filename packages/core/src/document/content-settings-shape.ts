import { visibleWhenSchema } from "../logic/visible-when-schema";
import { blockIdSchema } from "./block-id-schema";
import { pageWidthSchema } from "./page-width-schema";

/**
 * Settings every content block accepts, whatever its type: the editor's `id`
 * and a `width` on the page grid (full width when not set).
 */
export const contentSettingsShape = {
  id: blockIdSchema.optional(),
  width: pageWidthSchema.optional(),
  /** Shown only when these conditions on earlier fields hold (see logic/). */
  visibleWhen: visibleWhenSchema.optional(),
};
