"use client";

import {
  type Condition,
  type ConditionOperator,
  OPERATORS_BY_KIND,
  VALUELESS_OPERATORS,
  type VisibleWhen,
} from "@formwright/core";
import { useId } from "react";
import {
  type ConditionTarget,
  initialValue,
  newCondition,
  operatorCaption,
} from "./condition-targets";
import { VALUE_INPUTS, type ValueInputProps } from "./condition-value-input";

type Group = "all" | "any";

/** A problem of the block at a path inside its `visibleWhen`. */
export interface ConditionProblem {
  path: string;
  message: string;
}

/** The group and conditions of a draft's `visibleWhen` (none when it has no group). */
function readConditions(visibleWhen: unknown): { group: Group | null; conditions: Condition[] } {
  if (typeof visibleWhen !== "object" || visibleWhen === null)
    return { group: null, conditions: [] };
  const record = visibleWhen as Record<string, unknown>;
  const group: Group = Array.isArray(record.any) && !Array.isArray(record.all) ? "any" : "all";
  const list = record[group];
  return { group, conditions: Array.isArray(list) ? (list as Condition[]) : [] };
}

/** Which condition (by index) a problem's path is about, or null for the group as a whole. */
function conditionIndex(path: string): number | null {
  const match = /visibleWhen\.(?:all|any)\[(\d+)\]/.exec(path);
  return match ? Number(match[1]) : null;
}

/** The input of a condition's value, by the kind of field it reads (text when it reads none). */
function ValueInput(props: ValueInputProps) {
  const Input = VALUE_INPUTS[props.target?.kind ?? "text"];
  return <Input {...props} />;
}

/**
 * "Show this block": always, or only when all (or any) of its conditions
 * hold. Each condition picks an earlier field, an operator that field's kind
 * of answer takes, and a value, from the field's options where it has them.
 * Problems the document check finds in the conditions (a field moved below
 * this block, a value of the wrong kind) show at the condition they concern.
 *
 * @example
 * <ConditionsEditor visibleWhen={block.visibleWhen} targets={conditionTargets(earlier)} problems={[]} onChange={set} />
 */
export function ConditionsEditor({
  visibleWhen,
  targets,
  problems,
  onChange,
  noun = "block",
}: {
  visibleWhen: unknown;
  /** What is shown or skipped: a block, or a page (a page break's settings). */
  noun?: "block" | "page" | "ending";
  /** The fields above the block. */
  targets: readonly ConditionTarget[];
  problems: readonly ConditionProblem[];
  onChange: (visibleWhen: VisibleWhen | undefined) => void;
}) {
  const id = useId();
  const { group, conditions } = readConditions(visibleWhen);
  const byName = new Map(targets.map((target) => [target.name, target]));
  const groupProblems = problems.filter((problem) => conditionIndex(problem.path) === null);

  const commit = (nextGroup: Group, next: Condition[]) => {
    onChange(next.length === 0 ? undefined : ({ [nextGroup]: next } as VisibleWhen));
  };
  const setGroup = (next: Group | null) => {
    if (next === null) return onChange(undefined);
    const first = targets[0];
    if (conditions.length === 0 && first) return commit(next, [newCondition(first)]);
    commit(next, conditions);
  };
  const update = (index: number, condition: Condition) =>
    commit(
      group ?? "all",
      conditions.map((c, i) => (i === index ? condition : c)),
    );
  const setField = (index: number, name: string) => {
    const target = byName.get(name);
    if (target) update(index, newCondition(target));
  };
  const setOperator = (index: number, op: ConditionOperator) => {
    const current = conditions[index] as Condition;
    const target = byName.get(current.field);
    const keep = !VALUELESS_OPERATORS.has(op) && current.value !== undefined;
    const value = keep ? current.value : target ? initialValue(target, op) : undefined;
    update(index, value === undefined ? { field: current.field, op } : { ...current, op, value });
  };
  const setValue = (index: number, value: Condition["value"]) => {
    const { field, op } = conditions[index] as Condition;
    update(index, value === undefined ? { field, op } : { field, op, value });
  };

  const modes: { value: Group | null; label: string }[] = [
    { value: null, label: "Always" },
    { value: "all", label: "When all the conditions below are met" },
    { value: "any", label: "When any of the conditions below is met" },
  ];
  return (
    <fieldset className="fw-editor-group fw-conditions">
      <legend>Show this {noun}</legend>
      {targets.length === 0 && group === null ? (
        <p className="fw-field__description">
          Conditions read the answers to fields above this {noun}; there are none yet.
        </p>
      ) : null}
      <div className="fw-choices">
        {modes.map((mode) => (
          <label key={mode.label} className="fw-choice">
            <input
              type="radio"
              className="fw-choice__input"
              name={`${id}-mode`}
              checked={group === mode.value}
              disabled={mode.value !== null && targets.length === 0 && group === null}
              onChange={() => setGroup(mode.value)}
            />
            <span className="fw-choice__label">{mode.label}</span>
          </label>
        ))}
      </div>
      {groupProblems.map((problem) => (
        <p key={problem.message} className="fw-field__error">
          {problem.message}
        </p>
      ))}
      {group !== null ? (
        <ol className="fw-conditions__list">
          {conditions.map((condition, index) => {
            const rowId = `${id}-c${index}`;
            const target = byName.get(condition.field);
            const kind = target?.kind ?? "answered";
            const operators = target ? OPERATORS_BY_KIND[kind] : [condition.op];
            const rowProblems = problems.filter((p) => conditionIndex(p.path) === index);
            const errorId = rowProblems.length > 0 ? `${rowId}-error` : undefined;
            const position = index + 1;
            return (
              // biome-ignore lint/suspicious/noArrayIndexKey: conditions have no identity but their place
              <li key={index} className="fw-conditions__item">
                <fieldset className="fw-conditions__condition" aria-describedby={errorId}>
                  <legend>Condition {position}</legend>
                  <div className="fw-field">
                    <label className="fw-field__label" htmlFor={`${rowId}-field`}>
                      Field
                    </label>
                    <select
                      id={`${rowId}-field`}
                      className="fw-input"
                      value={condition.field}
                      aria-describedby={errorId}
                      onChange={(event) => setField(index, event.target.value)}
                    >
                      {target ? null : (
                        <option value={condition.field}>
                          {condition.field} (not a field above this {noun})
                        </option>
                      )}
                      {targets.map((t) => (
                        <option key={t.name} value={t.name}>
                          {t.caption === t.name ? t.name : `${t.caption} (${t.name})`}
                        </option>
                      ))}
                    </select>
                  </div>
                  <div className="fw-field">
                    <label className="fw-field__label" htmlFor={`${rowId}-op`}>
                      Operator
                    </label>
                    <select
                      id={`${rowId}-op`}
                      className="fw-input"
                      value={condition.op}
                      onChange={(event) =>
                        setOperator(index, event.target.value as ConditionOperator)
                      }
                    >
                      {operators.map((op) => (
                        <option key={op} value={op}>
                          {operatorCaption(kind, op)}
                        </option>
                      ))}
                    </select>
                  </div>
                  {VALUELESS_OPERATORS.has(condition.op) ? null : (
                    <div className="fw-field">
                      <label className="fw-field__label" htmlFor={`${rowId}-value`}>
                        Value
                      </label>
                      <ValueInput
                        id={`${rowId}-value`}
                        target={target}
                        condition={condition}
                        describedBy={errorId}
                        onValue={(value) => setValue(index, value)}
                      />
                    </div>
                  )}
                  {errorId ? (
                    <div id={errorId} className="fw-field__error">
                      {rowProblems.map((problem) => (
                        <p key={problem.message}>{problem.message}</p>
                      ))}
                    </div>
                  ) : null}
                  <button
                    type="button"
                    className="fw-button fw-button--secondary"
                    onClick={() =>
                      commit(
                        group,
                        conditions.filter((_, i) => i !== index),
                      )
                    }
                  >
                    Remove condition {position}
                  </button>
                </fieldset>
              </li>
            );
          })}
        </ol>
      ) : null}
      {group !== null && targets[0] ? (
        <button
          type="button"
          className="fw-button fw-button--secondary"
          onClick={() =>
            commit(group, [...conditions, newCondition(targets[0] as ConditionTarget)])
          }
        >
          Add condition
        </button>
      ) : null}
    </fieldset>
  );
}
