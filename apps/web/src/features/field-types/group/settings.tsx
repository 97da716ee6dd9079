import type { FieldEditor } from "../field-editor";

/**
 * The editor's settings of a group. The canvas does not yet edit a group's
 * inner blocks or its repeat (issue 32 §5, in the editor's JSON view until
 * then): a new group starts as one repeating item with a name field, a valid
 * block the public form shows.
 *
 * @example
 * groupEditor.initial; // { itemLabel: "Item", repeat: { min: 1, max: 10 }, blocks: [...] }
 */
export const groupEditor: FieldEditor = {
  title: "Group",
  hint: "Fields asked once per item, e.g. each attendee's name and email",
  keywords: ["repeat", "repeating", "items", "attendees", "people", "list", "fieldset", "section"],
  hasPlaceholder: false,
  defaultValue: "none",
  initial: {
    itemLabel: "Item",
    repeat: { min: 1, max: 10 },
    blocks: [{ type: "text", name: "name", label: "Name" }],
  },
};
