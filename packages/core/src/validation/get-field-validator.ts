import type { FieldBlock } from "../field-types/document-list";
import { fieldTypeOf } from "../field-types/registry";
import { activeCatalogue } from "../i18n/active-catalogue";
import type { PatternCompiler } from "../pattern/compile-native-pattern";
import { compileDocumentPattern } from "../pattern/pattern-rule";
import type { FieldValidator } from "./submission-value";

function compileFieldValidator(block: FieldBlock, compilePattern: PatternCompiler): FieldValidator {
  return fieldTypeOf(block.type).compileValidator(block, compilePattern);
}

// Blocks of a parsed document are never mutated, so a block object is a
// stable cache key; the cache lets validateFieldValue stay cheap per keystroke.
// One cache per pattern engine (the browser's and the server's never mix) and
// per message catalogue (a validator holds messages prepared in one language).
const caches = new WeakMap<object, WeakMap<PatternCompiler, WeakMap<FieldBlock, FieldValidator>>>();

/**
 * The compiled validator of a field block (patterns, option sets and messages
 * prepared once), cached per block object, pattern engine and active catalogue.
 *
 * @example
 * const validate = getFieldValidator(block);
 * validate("3.50");
 */
export function getFieldValidator(
  block: FieldBlock,
  compilePattern: PatternCompiler = compileDocumentPattern,
): FieldValidator {
  const catalogue = activeCatalogue();
  let byEngine = caches.get(catalogue);
  if (byEngine === undefined) {
    byEngine = new WeakMap();
    caches.set(catalogue, byEngine);
  }
  let cache = byEngine.get(compilePattern);
  if (cache === undefined) {
    cache = new WeakMap();
    byEngine.set(compilePattern, cache);
  }
  let validator = cache.get(block);
  if (validator === undefined) {
    validator = compileFieldValidator(block, compilePattern);
    cache.set(block, validator);
  }
  return validator;
}
