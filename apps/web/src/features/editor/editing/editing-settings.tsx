"use client";

import { EDITING_MAX_DAYS } from "@formwright/core";
import { Checkbox, NumberInput } from "@formwright/fields";
import { useWatch } from "react-hook-form";

/**
 * Edit after sending (issue 33 §4, the document's `editing`): a checkbox that
 * lets respondents change their answers through the link the confirmation
 * and their mailed copy give, and for how many days from the submit.
 */
export function EditingSettings() {
  const isEditable = useWatch({ name: "isEditable" }) === true;
  return (
    <>
      <Checkbox
        name="isEditable"
        label="Let respondents edit their answers after sending"
        description="The confirmation and their mailed copy offer a link to change them; earlier answers are kept in the submission's details"
      />
      {isEditable && (
        <NumberInput
          name="editingDays"
          label="For how many days"
          description={`From the submit, 1 to ${EDITING_MAX_DAYS}`}
          rules={{ min: 1, max: EDITING_MAX_DAYS }}
        />
      )}
    </>
  );
}
