/** What {@link startsAction} reads of a DOM event. */
export interface ActionEventLike {
  type: string;
  target: EventTarget | null;
}

/** Clicking these starts something: a button or what acts as one, a link, a disclosure. */
const ACTION_CONTROLS =
  'button, a[href], summary, [role="button"], [role="link"], [role="menuitem"], [role="option"], [role="tab"], [role="switch"]';

/** Changing these is the person's own input. */
const FORM_CONTROLS = "input, select, textarea";

/**
 * Whether an event is the person starting their next action: a form sent, a
 * control changed, or a click on a button, link or anything acting as one.
 * Clicks elsewhere (text, a label's padding, a field being focused) start
 * nothing.
 *
 * @example
 * startsAction({ type: "click", target: deleteButton }); // true
 * startsAction({ type: "click", target: paragraph }); // false
 */
export function startsAction({ type, target }: ActionEventLike): boolean {
  if (type === "submit") return true;
  if (typeof Element === "undefined" || !(target instanceof Element)) return false;
  if (type === "change" || type === "input") return target.matches(FORM_CONTROLS);
  if (type === "click") return target.closest(ACTION_CONTROLS) !== null;
  return false;
}
