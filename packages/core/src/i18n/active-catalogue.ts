import type { Catalogue } from "./generated/catalogue";
import { catalogue as en } from "./generated/en";

let active: Catalogue = en;

/**
 * The catalogue validation messages are read from: English unless a page set
 * another ({@link setActiveCatalogue}) or a call runs inside {@link withCatalogue}.
 */
export function activeCatalogue(): Catalogue {
  return active;
}

/**
 * Makes `catalogue` the one validation messages come from, for a page whose
 * form has one language (the browser). A server, which answers many
 * languages at once, uses {@link withCatalogue} instead.
 */
export function setActiveCatalogue(catalogue: Catalogue): void {
  active = catalogue;
}

/**
 * Runs `run` with validation messages from `catalogue`, then restores the one
 * before. `run` must be synchronous (validators are), so no other request's
 * code can run in between.
 *
 * @example
 * const result = withCatalogue(german, () => validate(values));
 */
export function withCatalogue<T>(catalogue: Catalogue, run: () => T): T {
  const before = active;
  active = catalogue;
  try {
    return run();
  } finally {
    active = before;
  }
}
