"use client";

import { expressionText } from "@formwright/core";
import { Checkbox, Textarea, TextInput } from "@formwright/fields";
import { useMemo } from "react";
import { useController, useWatch } from "react-hook-form";
import { ListEditor } from "../block-types/list-editor";
import { type ConditionTarget, conditionTargets } from "../conditions/condition-targets";
import { ConditionsEditor } from "../conditions/conditions-editor";
import type { DraftBlock } from "../draft-types";
import { isSameList, useEditorSelector } from "../editor-store";
import type { EndingValues, VariableValues } from "./outcome-values";
import { liveValues, sampleAnswers, variableTargets } from "./outcome-values";

const selectBlocks = (state: { blocks: readonly { block: DraftBlock }[] }) =>
  state.blocks.map((entry) => entry.block);

/** The draft's blocks (the same array while none changes). */
function useDraftBlocks(): readonly DraftBlock[] {
  return useEditorSelector(selectBlocks, isSameList);
}

/** A free name for a new variable or ending: `score`, `score2`, ... */
function freeName(taken: readonly string[], stem: string): string {
  const used = new Set(taken);
  if (!used.has(stem)) return stem;
  let n = 2;
  while (used.has(`${stem}${n}`)) n += 1;
  return `${stem}${n}`;
}

/** A value as the respondent's page would show it ("–" when there is none). */
function shown(value: unknown): string {
  if (value === null || value === undefined) return "–";
  const text = expressionText(value as never);
  return text === "" ? "–" : text;
}

/**
 * The form's variables (issue 32 §1): name, expression and label, each with
 * its value computed live from a sample set of answers (each field's correct
 * or first option, 1 for a number, yes for a checkbox, its label for a text).
 */
function VariablesSettings({ blocks }: { blocks: readonly DraftBlock[] }) {
  const variables = (useWatch({ name: "variables" }) as VariableValues[] | undefined) ?? [];
  const targets = useMemo(() => conditionTargets(blocks), [blocks]);
  const answers = useMemo(() => sampleAnswers(targets, blocks), [targets, blocks]);
  const values = liveValues(variables, blocks, answers);
  return (
    <ListEditor<VariableValues>
      name="variables"
      legend="Calculations"
      noun="variable"
      rowClassName="fw-options-editor__row"
      newItem={(items) => ({
        name: freeName(
          items.map((item) => item.name),
          "score",
        ),
        expression: "0",
        label: "",
      })}
      addFocusId={(index) => `field-variables-${index}-name`}
      renderFields={(index, n) => {
        const name = variables[index]?.name ?? "";
        return (
          <>
            <TextInput
              name={`variables.${index}.name`}
              label={`Variable ${n} name`}
              description="Used in expressions, conditions and {{name}}"
            />
            <Textarea
              name={`variables.${index}.expression`}
              label={`Variable ${n} expression`}
              rows={2}
              description="e.g. price * quantity, points(q1) + points(q2), if(age >= 18, 'adult', 'minor')"
            />
            <TextInput name={`variables.${index}.label`} label={`Variable ${n} label`} />
            <p className="fw-editor-hint" data-testid={`variable-${index}-value`}>
              With sample answers: <output>{shown(name ? values[name] : null)}</output>
            </p>
          </>
        );
      }}
    />
  );
}

/** One ending's conditions, edited by the conditions editor as a block's are. */
function EndingConditions({
  index,
  targets,
}: {
  index: number;
  targets: readonly ConditionTarget[];
}) {
  const { field } = useController({ name: `endings.${index}.when` });
  return (
    <ConditionsEditor
      noun="ending"
      visibleWhen={field.value}
      targets={targets}
      problems={[]}
      onChange={(when) => field.onChange(when)}
    />
  );
}

/**
 * The form's endings (issue 32 §3): each with its id, title, text, redirect
 * and the conditions under which it is shown; the first that holds is.
 */
function EndingsSettings({ blocks }: { blocks: readonly DraftBlock[] }) {
  const variables = (useWatch({ name: "variables" }) as VariableValues[] | undefined) ?? [];
  const targets = useMemo(
    () => [...conditionTargets(blocks), ...variableTargets(variables, blocks)],
    [blocks, variables],
  );
  return (
    <ListEditor<EndingValues>
      name="endings"
      legend="Endings"
      noun="ending"
      rowClassName="fw-options-editor__row fw-endings-editor__row"
      newItem={(items) => ({
        id: freeName(
          items.map((item) => item.id),
          "ending",
        ),
        title: "Thank you",
        text: "",
        redirectUrl: "",
      })}
      addFocusId={(index) => `field-endings-${index}-title`}
      renderFields={(index, n) => (
        <>
          <TextInput name={`endings.${index}.title`} label={`Ending ${n} title`} />
          <TextInput
            name={`endings.${index}.id`}
            label={`Ending ${n} id`}
            description="Letters, digits, - and _: what the submissions table shows"
          />
          <Textarea
            name={`endings.${index}.text`}
            label={`Ending ${n} text`}
            rows={2}
            description="Answers and variables are piped: {{name}}"
          />
          <TextInput
            name={`endings.${index}.redirectUrl`}
            label={`Ending ${n} redirect`}
            type="url"
            description="Optional: an https address to send the respondent to, e.g. https://example.com/?s={{score}}"
          />
          <EndingConditions index={index} targets={targets} />
        </>
      )}
    />
  );
}

/**
 * What the answers count for (issue 32): the form's calculations, its
 * endings chosen by the answers, and whether a quiz shows the correct
 * answers after a submit. Points and correct marks are set on each option
 * of a choice field.
 */
export function OutcomesSettings() {
  const blocks = useDraftBlocks();
  return (
    <>
      <VariablesSettings blocks={blocks} />
      <EndingsSettings blocks={blocks} />
      <fieldset className="fw-editor-group">
        <legend>Quiz</legend>
        <Checkbox
          name="quizShowCorrect"
          label="Show the correct answers after submitting"
          description="Each question with a correct option, the respondent's answer, the correct one and its explanation"
        />
      </fieldset>
    </>
  );
}
