import type { FieldBlock } from "../document/field-block-schema";
import { fieldTypeOf } from "../field-types/registry";
import { compileNativePattern, type PatternCompiler } from "../pattern/compile-native-pattern";
import type { FieldValidator } from "./submission-value";

function compileFieldValidator(block: FieldBlock, compilePattern: PatternCompiler): FieldValidator {
  return fieldTypeOf(block.type).compileValidator(block, compilePattern);
}

// Blocks of a parsed document are never mutated, so a block object is a
// stable cache key; the cache lets validateFieldValue stay cheap per keystroke.
// One cache per pattern engine: the browser's and the server's never mix.
const caches = new WeakMap<PatternCompiler, WeakMap<FieldBlock, FieldValidator>>();

/**
 * The compiled validator of a field block (patterns, option sets and messages
 * prepared once), cached per block object and pattern engine.
 *
 * @example
 * const validate = getFieldValidator(block);
 * validate("3.50");
 */
export function getFieldValidator(
  block: FieldBlock,
  compilePattern: PatternCompiler = compileNativePattern,
): FieldValidator {
  let cache = caches.get(compilePattern);
  if (cache === undefined) {
    cache = new WeakMap();
    caches.set(compilePattern, cache);
  }
  let validator = cache.get(block);
  if (validator === undefined) {
    validator = compileFieldValidator(block, compilePattern);
    cache.set(block, validator);
  }
  return validator;
}
