import { FIELD_BREAKPOINTS, type FieldBreakpoint } from "@formwright/core";

/**
 * Names of breakpoint set A, smallest min-width first.
 *
 * @example
 * fieldBreakpointNames(); // ["xs", "sm", "md", "lg", "xl"]
 */
export function fieldBreakpointNames(): FieldBreakpoint[] {
  return (Object.keys(FIELD_BREAKPOINTS) as FieldBreakpoint[]).sort(
    (a, b) => FIELD_BREAKPOINTS[a] - FIELD_BREAKPOINTS[b],
  );
}

/**
 * The CSS custom property that holds a field's column span from a breakpoint up.
 *
 * @example
 * spanProperty("sm"); // "--fw-span-sm"
 */
export function spanProperty(breakpoint: FieldBreakpoint): `--fw-span-${FieldBreakpoint}` {
  return `--fw-span-${breakpoint}`;
}
