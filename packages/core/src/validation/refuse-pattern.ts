import type { PatternTest } from "../pattern/compile-native-pattern";

/**
 * The pattern engine of field types that take no `pattern` rule (the document
 * schema refuses one there): whatever reaches it matches nothing.
 */
export function refusePattern(_pattern: unknown): PatternTest {
  return () => false;
}
