/**
 * The inputs of a radio or checkbox group (its `.fw-choices` box), found from
 * its first input.
 *
 * @example
 * choiceInputs(firstRadio).find((input) => input.checked)?.value;
 */
export function choiceInputs(first: HTMLInputElement): HTMLInputElement[] {
  const group = first.closest(".fw-choices");
  return group ? Array.from(group.querySelectorAll<HTMLInputElement>("input")) : [first];
}
