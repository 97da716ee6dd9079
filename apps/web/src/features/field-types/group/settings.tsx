"use client";

import { GROUP_MAX_ITEMS } from "@formwright/core/field-types/group";
import { Checkbox, NumberInput, TextInput } from "@formwright/fields";
import { lazy } from "react";
import { useWatch } from "react-hook-form";
import { isRecord, setOptional, textOf } from "../../editor/block-types/draft-values";
import type { DraftBlock } from "../../editor/draft-types";
import type { FieldEditor, OwnSettingsValues } from "../field-editor";
import { numberInput, numberSetting } from "../shared/setting-values";
import { groupPartCommand } from "./inner-blocks";

/** A repeating group's items when the author first ticks "Repeat": one to ten. */
const FIRST_REPEAT = { min: 1, max: 10 };

/** The inputs' values of a group's own settings: its item label and how it repeats. */
export function readGroupSettings(block: DraftBlock): Record<string, unknown> {
  const repeat = isRecord(block.repeat) ? block.repeat : undefined;
  return {
    itemLabel: textOf(block.itemLabel),
    repeats: repeat !== undefined,
    repeatMin: numberInput(repeat?.min),
    repeatMax: numberInput(repeat?.max),
  };
}

/**
 * Writes a group's item label (removed when blank: items are then named by
 * the group's label) and `repeat` (removed when "Repeat" is off: the group is
 * one fieldset). A first tick starts at one to ten items; an emptied minimum
 * is 0, an emptied maximum is left for the document check to name.
 */
export function writeGroupSettings(values: OwnSettingsValues, next: DraftBlock): void {
  const itemLabel = textOf(values.itemLabel);
  setOptional(next, "itemLabel", itemLabel.trim() ? itemLabel : undefined);
  if (values.repeats !== true) {
    setOptional(next, "repeat", undefined);
    return;
  }
  const min = numberSetting(values.repeatMin);
  const max = numberSetting(values.repeatMax);
  if (min === undefined && max === undefined && !isRecord(next.repeat)) {
    next.repeat = { ...FIRST_REPEAT };
    return;
  }
  next.repeat = { ...(min === undefined ? {} : { min }), ...(max === undefined ? {} : { max }) };
}

/** A group's "Items": what an item is called, and whether respondents add items (how many). */
export function GroupSettings() {
  const repeats = useWatch({ name: "repeats" }) === true;
  return (
    <fieldset className="fw-editor-group">
      <legend>Items</legend>
      <TextInput
        name="itemLabel"
        label="Item label"
        description="Names each item: “Attendee 2”, “Add another attendee”. The group's label when empty"
      />
      <Checkbox
        name="repeats"
        label="Repeat"
        description="Respondents add and remove items; off, the group is asked once"
      />
      {repeats && (
        <>
          <NumberInput
            name="repeatMin"
            label="Fewest items"
            description={`0 to ${GROUP_MAX_ITEMS}; the form starts with this many (at least one shown)`}
          />
          <NumberInput
            name="repeatMax"
            label="Most items"
            description={`1 to ${GROUP_MAX_ITEMS}; “Add another” goes once there are this many`}
          />
        </>
      )}
    </fieldset>
  );
}

/**
 * The editor's settings of a group: its item label and repeat (the inputs
 * above); its inner blocks are edited on the canvas ({@link GroupCanvas},
 * its own chunk, loaded once a group is on the canvas), and the one selected
 * there in the settings panel, with its type's own settings
 * ({@link InnerBlockSettings}, its own chunk too). A new group starts
 * as one repeating item with a name field, a valid block the public form
 * shows.
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
  Groups: GroupSettings,
  ownSettings: ["itemLabel", "repeats", "repeatMin", "repeatMax"],
  readOwn: readGroupSettings,
  writeOwn: writeGroupSettings,
  Canvas: lazy(() => import("./canvas").then((module) => ({ default: module.GroupCanvas }))),
  PartSettings: lazy(() =>
    import("./inner-settings").then((module) => ({ default: module.InnerBlockSettings })),
  ),
  partCommand: groupPartCommand,
  initial: {
    itemLabel: "Item",
    repeat: { min: 1, max: 10 },
    blocks: [{ type: "text", name: "name", label: "Name" }],
  },
};
