"use client";

import { describeSetting } from "./describe-setting";
import type { DocumentProblem } from "./document-problems";

/** "1 problem", "2 problems". */
export function countProblems(n: number): string {
  return n === 1 ? "1 problem" : `${n} problems`;
}

/**
 * The draft's problems near Save: a count that opens the list, each problem a
 * button that goes to its setting.
 */
export function ProblemList({
  problems,
  isOpen,
  onToggle,
  describeTarget,
  onGo,
}: {
  problems: readonly DocumentProblem[];
  isOpen: boolean;
  onToggle: (isOpen: boolean) => void;
  describeTarget: (problem: DocumentProblem) => string;
  onGo: (problem: DocumentProblem) => void;
}) {
  if (problems.length === 0) {
    return <p className="fw-problems fw-problems--none">No problems</p>;
  }
  return (
    <details
      className="fw-problems"
      open={isOpen}
      onToggle={(event) => onToggle(event.currentTarget.open)}
    >
      <summary>{countProblems(problems.length)}</summary>
      <ul className="fw-problems__list">
        {problems.map((problem) => (
          <li key={`${problem.target}:${problem.path}:${problem.message}`}>
            {problem.target ? (
              <button type="button" className="fw-link-button" onClick={() => onGo(problem)}>
                {describeTarget(problem)}
                {problem.setting ? `, ${describeSetting(problem.setting)}` : ""}: {problem.message}
              </button>
            ) : (
              <span>
                {problem.path ? <code>{problem.path}</code> : "The form"}: {problem.message}
              </span>
            )}
          </li>
        ))}
      </ul>
    </details>
  );
}
