import { z } from "zod";
import { fieldNameSchema } from "../document/field-name-schema";

/** Operators of a condition (`visibleWhen`), in the order the docs and the editor list them. */
export const CONDITION_OPERATORS = [
  "equals",
  "notEquals",
  "contains",
  "notContains",
  "greaterThan",
  "lessThan",
  "isAnswered",
  "isNotAnswered",
] as const;

/** One operator of a condition. */
export type ConditionOperator = (typeof CONDITION_OPERATORS)[number];

/** Operators that take no `value`. */
export const VALUELESS_OPERATORS: ReadonlySet<ConditionOperator> = new Set([
  "isAnswered",
  "isNotAnswered",
]);

/** A value a condition compares with: text, a number or true/false. */
const conditionValueSchema = z.union([z.string(), z.number(), z.boolean()]);

/**
 * One condition: an earlier field, an operator and (except for `isAnswered`
 * and `isNotAnswered`) the value compared with. Whether the field exists,
 * comes earlier and takes this operator and value is checked against the
 * whole document (`check-conditions.ts`).
 *
 * @example
 * conditionSchema.parse({ field: "country", op: "equals", value: "fr" });
 */
export const conditionSchema = z.strictObject({
  field: fieldNameSchema,
  op: z.enum(CONDITION_OPERATORS),
  value: conditionValueSchema.optional(),
});

/** One condition of a `visibleWhen`. */
export type Condition = z.infer<typeof conditionSchema>;

/**
 * When a block is shown: when `all` its conditions hold, or when `any` of
 * them does (at least one condition either way, and only one of the two).
 *
 * @example
 * visibleWhenSchema.parse({ any: [{ field: "role", op: "equals", value: "other" }] });
 */
export const visibleWhenSchema = z
  .strictObject({
    all: z.array(conditionSchema).min(1).optional(),
    any: z.array(conditionSchema).min(1).optional(),
  })
  .refine((group) => (group.all === undefined) !== (group.any === undefined), {
    message: 'must have either "all" or "any": a list of conditions',
  });

/** The `visibleWhen` of a block. */
export type VisibleWhen = z.infer<typeof visibleWhenSchema>;
