import { fieldId } from "@formwright/fields";

/**
 * Moves focus to the input of a setting inside a settings panel, or to the
 * panel's first input when `setting` is null (a block just added).
 *
 * @example
 * focusSetting(panel, "options.1.value");
 */
export function focusSetting(container: HTMLElement | null, setting: string | null): void {
  if (!container) return;
  let target: HTMLElement | null = null;
  if (setting === "options.root") target = container.querySelector("#option-add");
  else if (setting) target = container.querySelector(`#${CSS.escape(fieldId(setting))}`);
  target ??= container.querySelector("input:not([type=hidden]), textarea, button");
  if (!target) return;
  target.focus({ preventScroll: true });
  (target.closest(".fw-field") ?? target).scrollIntoView({ block: "center" });
}
