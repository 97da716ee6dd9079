/**
 * The big-form benchmark's subject: a 500-field Formwright document (a mix of
 * every field type) and the equivalent JSON Schema and uiSchema for @rjsf/core.
 */

type FieldKind = "text" | "number" | "select" | "checkbox" | "textarea" | "radio" | "checkboxGroup";

/** The order field types repeat in: half of the fields are text or number. */
const KINDS: FieldKind[] = [
  "text",
  "text",
  "number",
  "select",
  "checkbox",
  "textarea",
  "radio",
  "checkboxGroup",
  "text",
  "number",
];
const OPTIONS = ["Alpha", "Bravo", "Charlie", "Delta", "Echo"].map((label) => ({
  label,
  value: label.toLowerCase(),
}));

/** One field of the big form. */
export interface BigField {
  kind: FieldKind;
  name: string;
  label: string;
  required: boolean;
}

/** The fields of the big form: `count` of them, names `f1`... */
export function bigFormFields(count = 500): BigField[] {
  return Array.from({ length: count }, (_, i) => ({
    kind: KINDS[i % KINDS.length] as FieldKind,
    name: `f${i + 1}`,
    label: `Question ${i + 1}`,
    required: i % 3 === 0,
  }));
}

/** The name of the text field the benchmark types into: one in the middle of the form. */
export function typedFieldName(fields: readonly BigField[]): string {
  const middle = fields.slice(Math.floor(fields.length / 2)).find((f) => f.kind === "text");
  if (!middle) throw new Error("the big form has no text field");
  return middle.name;
}

/** The Formwright document of the big form. */
export function bigFormDocument(slug: string, fields: readonly BigField[]) {
  return {
    slug,
    title: "Big form benchmark",
    blocks: fields.map(({ kind, name, label, required }) => ({
      type: kind,
      name,
      label,
      required,
      ...(kind === "select" || kind === "radio" || kind === "checkboxGroup"
        ? { options: OPTIONS }
        : {}),
    })),
  };
}

/** The same form as a JSON Schema with a uiSchema, for @rjsf/core. */
export function bigFormJsonSchema(fields: readonly BigField[]) {
  const choices = OPTIONS.map((o) => ({ const: o.value, title: o.label }));
  const properties: Record<string, unknown> = {};
  const uiSchema: Record<string, unknown> = {};
  for (const { kind, name, label } of fields) {
    switch (kind) {
      case "text":
        properties[name] = { type: "string", title: label };
        break;
      case "textarea":
        properties[name] = { type: "string", title: label };
        uiSchema[name] = { "ui:widget": "textarea" };
        break;
      case "number":
        properties[name] = { type: "number", title: label };
        break;
      case "checkbox":
        properties[name] = { type: "boolean", title: label };
        break;
      case "select":
        properties[name] = { type: "string", title: label, oneOf: choices };
        break;
      case "radio":
        properties[name] = { type: "string", title: label, oneOf: choices };
        uiSchema[name] = { "ui:widget": "radio" };
        break;
      case "checkboxGroup":
        properties[name] = {
          type: "array",
          title: label,
          uniqueItems: true,
          items: { type: "string", oneOf: choices },
        };
        uiSchema[name] = { "ui:widget": "checkboxes" };
        break;
    }
  }
  const required = fields.filter((f) => f.required).map((f) => f.name);
  return {
    schema: { type: "object", title: "Big form benchmark", properties, required },
    uiSchema,
  };
}

/**
 * The big form with `count` conditions (issue 14): each of the last `count`
 * blocks is shown only when a condition on an earlier field holds. One in five
 * reads the field the benchmark types into (so every keystroke re-evaluates the
 * form's conditions); the others read the block `count` places before it.
 * Every condition stays true while the benchmark types, so the same fields are
 * on screen as in the form without conditions: the difference is the logic.
 */
export function withConditions(
  document: ReturnType<typeof bigFormDocument>,
  fields: readonly BigField[],
  count = 250,
) {
  const typed = typedFieldName(fields);
  const typedIndex = fields.findIndex((f) => f.name === typed);
  const first = fields.length - count;
  return {
    ...document,
    blocks: document.blocks.map((block, index) => {
      if (index < first) return block;
      const source =
        index % 5 === 0 && index > typedIndex ? fields[typedIndex] : fields[index - count];
      if (!source) return block;
      const condition =
        source.kind === "text" || source.kind === "textarea"
          ? { field: source.name, op: "notEquals", value: "never typed" }
          : source.kind === "number"
            ? { field: source.name, op: "notEquals", value: -1 }
            : { field: source.name, op: "isNotAnswered" };
      return { ...block, visibleWhen: { all: [condition] } };
    }),
  };
}

/**
 * The big form with `count` variables (issue 32): a chain in which the first
 * reads the length of the field the benchmark types into and each next one
 * the one before and a number field (`v2 = v1 + f3 * 2`, …), a paragraph at
 * the end that shows the last one (`{{v100}}`) and is shown while the middle
 * one is at least 0 (a condition on a variable). So every keystroke computes
 * all of them, for the piped text and for the condition, and the same fields
 * are on screen as in the form without: the difference is the variables.
 */
export function withVariables(
  document: ReturnType<typeof bigFormDocument>,
  fields: readonly BigField[],
  count = 100,
) {
  const typed = typedFieldName(fields);
  const numbers = fields.filter((f) => f.kind === "number");
  const variables = Array.from({ length: count }, (_, i) => ({
    name: `v${i + 1}`,
    expression:
      i === 0
        ? `length(${typed})`
        : `v${i} + ${numbers[i % numbers.length]?.name ?? 0} * 2 + if(answered(${typed}), 1, 0)`,
    label: `Value ${i + 1}`,
  }));
  return {
    ...document,
    blocks: [
      ...document.blocks,
      {
        type: "paragraph",
        text: `Total so far: {{v${count}}}`,
        visibleWhen: {
          all: [{ field: `v${Math.ceil(count / 2)}`, op: "greaterThan", value: -1 }],
        },
      },
    ],
    variables,
  };
}
