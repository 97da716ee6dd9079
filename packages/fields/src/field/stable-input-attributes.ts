/**
 * React 19 writes an `<input>`'s `name` and `type` again on every update, even
 * unchanged: `name = ""`, `type`, then `name` once more (facebook/react#36229).
 * Each write of `name` or `type` makes the browser drop the form's index of
 * its controls by name, and React reads a property of the `<form>` element
 * for each event it dispatches, which in Chromium rebuilds that index over
 * every control of the form: about 3.6 ms per keystroke on a 2,000-field form
 * (9 ms after a `type` write), the largest single cost of typing there.
 *
 * This gives one input its own `name` and `type` properties that skip writes
 * leaving the value as it is: a write of the current value does nothing, and
 * for inputs other than radio buttons a `name = ""` is held back until the end
 * of the task and dropped if the name is written again before then. The
 * element ends up as React meant it; only the needless writes are gone. A
 * radio button's `name = ""` still happens (React clears it so that a change
 * of `checked` and of the name apply together).
 *
 * @example
 * <input ref={(node) => { if (node) keepInputAttributesStable(node); }} />
 */
export function keepInputAttributesStable(input: HTMLInputElement): void {
  const proto = HTMLInputElement.prototype;
  const name = Object.getOwnPropertyDescriptor(proto, "name");
  const type = Object.getOwnPropertyDescriptor(proto, "type");
  if (Object.hasOwn(input, "name") || !name?.set || !type?.set) return;
  const getName = () => name.get?.call(input) as string;
  let pendingClear = false;
  Object.defineProperty(input, "name", {
    configurable: true,
    get: getName,
    set: (value: unknown) => {
      const next = String(value);
      if (next === "" && input.type !== "radio") {
        if (!pendingClear && getName() !== "") {
          pendingClear = true;
          queueMicrotask(() => {
            if (pendingClear) name.set?.call(input, "");
            pendingClear = false;
          });
        }
        return;
      }
      pendingClear = false;
      if (next !== getName()) name.set?.call(input, next);
    },
  });
  Object.defineProperty(input, "type", {
    configurable: true,
    get: () => type.get?.call(input),
    set: (value: unknown) => {
      if (String(value) !== input.getAttribute("type")) type.set?.call(input, value);
    },
  });
}
