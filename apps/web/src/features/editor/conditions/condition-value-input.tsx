"use client";

import type { Condition, ConditionKind } from "@formwright/core";
import type { ComponentType } from "react";
import type { ConditionTarget } from "./condition-targets";

/** What the input of a condition's value is given. */
export interface ValueInputProps {
  id: string;
  /** The field the condition reads (none when it is not a field above the block). */
  target: ConditionTarget | undefined;
  condition: Condition;
  describedBy: string | undefined;
  onValue: (value: Condition["value"]) => void;
}

function BooleanValue({ id, condition, describedBy, onValue }: ValueInputProps) {
  return (
    <select
      id={id}
      className="fw-input"
      aria-describedby={describedBy}
      value={condition.value === false ? "false" : "true"}
      onChange={(event) => onValue(event.target.value === "true")}
    >
      <option value="true">ticked</option>
      <option value="false">not ticked</option>
    </select>
  );
}

function NumberValue({ id, condition, describedBy, onValue }: ValueInputProps) {
  const { value } = condition;
  return (
    <input
      id={id}
      className="fw-input"
      aria-describedby={describedBy}
      type="number"
      inputMode="decimal"
      value={typeof value === "number" ? value : ""}
      onChange={(event) => {
        const n = event.target.valueAsNumber;
        onValue(Number.isFinite(n) ? n : undefined);
      }}
    />
  );
}

/** A value typed as text, in a native input of the given type (a date, a time, or text). */
function TypedValue({
  id,
  condition,
  describedBy,
  onValue,
  inputType,
}: ValueInputProps & { inputType: "text" | "date" | "time" }) {
  const { value } = condition;
  return (
    <input
      id={id}
      className="fw-input"
      aria-describedby={describedBy}
      type={inputType}
      value={typeof value === "string" ? value : ""}
      onChange={(event) => onValue(event.target.value)}
    />
  );
}

const TextValue = (props: ValueInputProps) => <TypedValue {...props} inputType="text" />;
const DateValue = (props: ValueInputProps) => <TypedValue {...props} inputType="date" />;
const TimeValue = (props: ValueInputProps) => <TypedValue {...props} inputType="time" />;

/** One of the field's options (typed as text when it has none). */
function OptionValue(props: ValueInputProps) {
  const { id, target, condition, describedBy, onValue } = props;
  if (!target || target.options.length === 0) return <TextValue {...props} />;
  const value = String(condition.value ?? "");
  const isKnown = target.options.some((option) => option.value === condition.value);
  return (
    <select
      id={id}
      className="fw-input"
      aria-describedby={describedBy}
      value={value}
      onChange={(event) => onValue(event.target.value)}
    >
      {isKnown ? null : <option value={value}>{String(condition.value ?? "(choose)")}</option>}
      {target.options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </select>
  );
}

/**
 * The input of a condition's value, by the kind of field it reads.
 *
 * @example
 * const Input = VALUE_INPUTS[target?.kind ?? "answered"];
 */
export const VALUE_INPUTS: Readonly<Record<ConditionKind, ComponentType<ValueInputProps>>> = {
  text: TextValue,
  option: OptionValue,
  options: OptionValue,
  boolean: BooleanValue,
  number: NumberValue,
  date: DateValue,
  time: TimeValue,
  answered: TextValue,
};
