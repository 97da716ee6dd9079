import { z } from "zod";
import { EXPRESSION_MAX_LENGTH } from "../logic/expressions/parse-expression";
import { fieldNameSchema } from "./field-name-schema";

/** Most variables a form may compute. */
export const VARIABLES_MAX = 100;

/**
 * A value computed from the answers (issue 32): `{ "name": "total",
 * "expression": "price * quantity", "label": "Total" }`. Its expression may
 * read any field and the variables before it; it is checked when the form is
 * saved (`checkVariables`), computed in the browser and again on the server,
 * and stored with each submission.
 */
export const variableSchema = z.strictObject({
  name: fieldNameSchema,
  expression: z.string().max(EXPRESSION_MAX_LENGTH),
  label: z.string().optional(),
});

/** The document's `variables`, in the order they are computed. */
export const variablesSchema = z.array(variableSchema).max(VARIABLES_MAX);

/** One computed variable. */
export type Variable = z.infer<typeof variableSchema>;
