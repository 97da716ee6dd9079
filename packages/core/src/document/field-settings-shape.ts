import { z } from "zod";
import { visibleWhenSchema } from "../logic/visible-when-schema";
import { blockIdSchema } from "./block-id-schema";
import { fieldNameSchema } from "./field-name-schema";
import { fieldWidthSchema } from "./field-width-schema";
import { nonBlankTextSchema } from "./non-blank-text-schema";

/**
 * Settings every field block accepts, whatever its type. Each block schema
 * spreads this shape and adds its `type`, `rules`, `defaultValue` and own
 * settings.
 */
export const fieldSettingsShape = {
  id: blockIdSchema.optional(),
  name: fieldNameSchema,
  label: nonBlankTextSchema,
  description: z.string().optional(),
  placeholder: z.string().optional(),
  width: fieldWidthSchema.optional(),
  required: z.boolean().optional(),
  hiddenLabel: z.boolean().optional(),
  /** A quiz's word on the question, shown with the correct answer after a submit (issue 32). */
  explanation: z.string().optional(),
  /** Shown only when these conditions on earlier fields hold (see logic/). */
  visibleWhen: visibleWhenSchema.optional(),
};
