/**
 * The options of the big-select benchmark: `count` made-up place names, the
 * same on every run (a seeded generator), so the fixture page and the
 * benchmark that types into it agree on what matches.
 */
const SYLLABLES = [
  "ka",
  "lo",
  "mi",
  "ra",
  "ve",
  "sto",
  "bel",
  "dun",
  "tri",
  "on",
  "ar",
  "ish",
  "pe",
  "qua",
  "zo",
  "gra",
  "nel",
  "vin",
  "sa",
  "tor",
  "mu",
  "den",
  "fi",
  "hal",
  "jo",
  "rek",
  "ul",
  "yas",
  "wen",
  "cor",
];

/** A small seeded pseudo-random generator (mulberry32): the same numbers for the same seed. */
function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** One option of a select, as Formwright and react-select take it. */
export interface BenchOption {
  label: string;
  value: string;
}

/** `count` options labelled like "Belmira Tordun", valued by number (as ids often are). */
export function benchOptions(count: number): BenchOption[] {
  const random = seeded(20_261_121);
  const word = () => {
    const length = 2 + Math.floor(random() * 2);
    let text = "";
    for (let i = 0; i < length; i++) text += SYLLABLES[Math.floor(random() * SYLLABLES.length)];
    return text.charAt(0).toUpperCase() + text.slice(1);
  };
  return Array.from({ length: count }, (_, i) => ({
    label: `${word()} ${word()}`,
    value: String(i + 1),
  }));
}

/**
 * What the benchmark types: the first `length` characters of a few labels
 * spread through the list, lower-cased (as a person searching types).
 */
export function benchQueries(
  options: readonly BenchOption[],
  { count = 4, length = 7 } = {},
): string[] {
  return Array.from({ length: count }, (_, i) => {
    const option = options[Math.floor(((i + 0.5) / count) * options.length)];
    return (option?.label ?? "").slice(0, length).toLowerCase();
  });
}
