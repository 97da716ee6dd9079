/**
 * The browser sections of BENCHMARKS.md (issue 6 1b, 1c, 1d): each figure
 * beside its reference from the same run, each goal met or not with its
 * figure, and what a goal that is not met would take.
 */
import type { BundleResult } from "./bundle";
import type { EditorFigures } from "./editor";
import type { FormFigures } from "./forms";
import type { SectionResult } from "./lib/results";
import { round } from "./lib/stats";
import type { SelectFigures, SelectVariant } from "./selects";

const met = (ok: boolean) => (ok ? "**met**" : "**not met**");
const ms = (value: number | undefined) => (value === undefined ? "–" : `${round(value)}`);
const count = (value: number) => value.toLocaleString("en-US");
const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)}`;

const VARIANT_NAMES: Record<SelectVariant, string> = {
  formwright: "Formwright `Select` (in a FormProvider)",
  "formwright-creatable": "Formwright `Select`, creatable",
  plain: "plain react-select (reference)",
};

/** Says how busy the machine was: timings on a shared 2-core machine move with other work. */
function loadNote(rows: ReadonlyArray<{ loadAverage?: number }>): string {
  const loads = rows.flatMap((r) => (r.loadAverage === undefined ? [] : [r.loadAverage]));
  if (loads.length === 0) return "";
  const low = Math.min(...loads).toFixed(1);
  const high = Math.max(...loads).toFixed(1);
  return ` The machine's 1-minute load average while measuring was ${low === high ? low : `${low}–${high}`} (2 cores): other work on it shows in the p95 figures.`;
}

const TIMING_METHOD =
  "Timings are keydown (the event's timestamp) → after the next paint (a message posted from a requestAnimationFrame callback runs after the frame is painted), in headless Chromium with the browser tests' flags plus `--disable-frame-rate-limit --disable-gpu-vsync`, so a frame is drawn as soon as the work is done: the figure is the page's work, not that plus up to 16.7 ms waiting for a 60 Hz vsync. Keys are sent one at a time (the next after the previous one's paint). Each figure is the median over the runs of that run's value; one warm-up run is not counted.";

/** 1b. Big selects. */
export function selectsSection(result: SectionResult<unknown>): string {
  const rows = result.data as SelectFigures[];
  const lines = [
    "| select | options | options in the DOM, menu open | open → first paint ms | keystroke p50 ms | keystroke p95 ms | PageDown p50 ms | PageDown p95 ms |",
    "|---|---:|---:|---:|---:|---:|---:|---:|",
    ...rows.map(
      (r) =>
        `| ${VARIANT_NAMES[r.variant]} | ${count(r.options)} | ${count(r.renderedOptions)} | ${ms(r.openMs)} | ${ms(r.keyP50)} | ${ms(r.keyP95)} | ${ms(r.pageDownP50)} | ${ms(r.pageDownP95)} |`,
    ),
  ];
  const find = (variant: SelectVariant, options: number) =>
    rows.find((r) => r.variant === variant && r.options === options);
  const ours = find("formwright", 100_000);
  const creatable = find("formwright-creatable", 100_000);
  const plain = find("plain", 100_000);
  const keystrokes = rows[0]?.keystrokes ?? 0;
  lines.push(
    "",
    `Per run: ArrowDown opens the menu, PageDown is pressed 10 times, then ${Math.round(keystrokes / 7) || 4} searches of 7 characters (the start of labels spread through the list, lower-cased) are typed, each followed by Escape and ArrowDown (another open). Plain react-select at 100,000 options types one search and pages 10 times (each key takes seconds). Options are made-up two-word place names valued by number (scripts/bench/lib/select-data.ts); the fixture pages (scripts/bench/fixtures) are a production Vite build. ${TIMING_METHOD}${loadNote(rows)}`,
    "",
  );
  if (ours) {
    lines.push(
      `Goal: p95 keystroke under 50 ms at 100,000 options: ${ms(ours.keyP95)} ms${creatable ? ` (${ms(creatable.keyP95)} ms creatable)` : ""}, beside ${plain ? `${ms(plain.keyP95)} ms for plain react-select` : "plain react-select"}: ${met(ours.keyP95 < 50 && (!creatable || creatable.keyP95 < 50))}.`,
    );
  }
  lines.push(
    "",
    "Rules kept (not a timing; proven by tests that run in `npm test`): PageUp/PageDown move the focused option by 5 over all the options and clamp at the ends, Home/End, type-ahead filtering with react-select's own matching (a test compares the filter with react-select's `createFilter()`, accents included), the creatable rules and create position, the 140–300 px menu height, the 5 px touch drag guard, `aria-activedescendant` always naming a rendered option and axe with the long menu open: `packages/fields/src/select/*.test.tsx` in jsdom, `apps/web/e2e/select-virtual.spec.ts` (10,000 options) and `apps/web/e2e/fields.spec.ts` in Chromium.",
    "",
    "How: above 100 rows the menu list is virtual (@tanstack/react-virtual): only the rows in view and the focused option are rendered, placed at their offset in the whole list, so react-select's own keyboard scrolling still works. react-select itself is subclassed so that it builds option elements for those rows only (it builds one element with fresh handlers per option on every render of an open menu, which is most of plain react-select's time above), and computes its option list once per change instead of five times per keystroke; the search runs once per keystroke over precomputed lower-cased, accent-folded texts (built while the browser is idle), narrowing the previous result as the user types on.",
  );
  return lines.join("\n");
}

/** 1c. Big forms. */
export function formsSection(result: SectionResult<unknown>): string {
  const rows = result.data as FormFigures[];
  const ours = rows.find((r) => r.renderer === "formwright");
  const rjsf = rows.find((r) => r.renderer === "rjsf");
  const input = rows.find((r) => r.renderer === "input");
  const logic = rows.find((r) => r.renderer === "formwright-conditions");
  const computed = rows.find((r) => r.renderer === "formwright-variables");
  const names: Record<FormFigures["renderer"], string> = {
    formwright: "Formwright `/f/<slug>` (server-rendered, hydrated)",
    "formwright-conditions": `the same with ${logic?.conditions ?? 250} conditions (\`visibleWhen\`)`,
    "formwright-variables": `the same with ${computed?.variables ?? 100} variables (\`variables\`)`,
    rjsf: "@rjsf/core 6 (reference, client-rendered)",
    "formwright-2000": "Formwright, 2,000 fields",
    "rjsf-2000": "@rjsf/core 6, 2,000 fields",
    input: "one plain `<input>` (the floor: what any keystroke costs here)",
  };
  const lines = [
    "| form | fields | first contentful paint ms | time until interactive ms | keystroke → paint p50 ms | keystroke → paint p95 ms | of which before the frame, p95 ms | p95 after a failed submit ms |",
    "|---|---:|---:|---:|---:|---:|---:|---:|",
    ...rows.map(
      (r) =>
        `| ${names[r.renderer]} | ${r.fields} | ${ms(r.firstPaintMs)} | ${ms(r.interactiveMs)} | ${ms(r.keyP50)} | ${ms(r.keyP95)} | ${ms(r.keyScriptP95)} | ${ms(r.afterSubmitKeyP95)} |`,
    ),
    "",
    `The form: 500 fields (text, number, select, checkbox, textarea, radio group, checkbox group; a third required), published on a production server (PGlite) for ours, and the equivalent JSON Schema and uiSchema for RJSF (scripts/bench/lib/big-form.ts) in a production Vite build with its default theme and the ajv8 validator. ${rows[0]?.keystrokes ?? 30} characters are typed into a text field in the middle of the form. Time until interactive: navigation start → the first React commit after which the form's last field belongs to React (a React DevTools hook installed before the page's scripts; React calls it on every commit, production builds too): for our page the end of hydration, for RJSF its first render. "Of which before the frame": keydown → the start of the next frame, i.e. the key's handling (the browser inserting the text, which forces style and layout, and the page's event handlers and React's work), before the frame's own style, layout and paint. ${TIMING_METHOD}${loadNote(rows)}`,
    "",
  ];
  if (ours && logic) {
    const added = logic.keyP95 - ours.keyP95;
    lines.push(
      `Goal (issue 14): with ${logic.conditions ?? 250} conditions, keystroke p95 within 4 ms of the same form without: ${ms(logic.keyP95)} ms against ${ms(ours.keyP95)} ms, ${added >= 0 ? `${ms(added)} ms more` : `${ms(-added)} ms less (within the runs' noise)`}, ${met(added <= 4)}. The conditions (scripts/bench/lib/big-form.ts \`withConditions\`) are on the last 250 blocks; one in five reads the field typed into, so every keystroke re-evaluates them all (core's \`blockVisibility\`, one pass over the blocks) and React compares the form's list of blocks, whose elements are memoized.`,
      "",
    );
  }
  if (ours && computed) {
    const added = computed.keyP95 - ours.keyP95;
    lines.push(
      `Goal (issue 32): with ${computed.variables ?? 100} variables, keystroke p95 within 4 ms of the same form without: ${ms(computed.keyP95)} ms against ${ms(ours.keyP95)} ms, ${added >= 0 ? `${ms(added)} ms more` : `${ms(-added)} ms less (within the runs' noise)`}, ${met(added <= 4)}. The variables (scripts/bench/lib/big-form.ts \`withVariables\`) are a chain from the length of the field typed into, shown at the end of the form (\`{{v100}}\`) by a paragraph whose condition reads the middle one, so every keystroke computes them all (core's \`computeVariables\` for the text, the reader of variables in conditions for \`blockVisibility\`). What was done (a source-mapped CPU profile and trace of 60 keystrokes on each form, 2026-11-27, \`scripts/bench/forms-profile.ts\`, showed script before the frame 6.6 against 3.6 ms at p50, and a second layout per keystroke, 2.1 ms): the conditions, the pipes and the page titles share one pass of \`blockVisibility\` per keystroke (\`page-visibility.ts\`; it made two over the 500 blocks, 0.3–0.4 ms each), and a long form's blocks are in grids of their own rows of 50 or more (\`block-groups.tsx\`), so the paragraph whose text changes lays out its group of 50 and the ten groups, not a grid of 500 (a layout of the page after a text change in its last block: about 0.6–1 ms with one grid, 0.1 ms with groups, in a bare page of the same shape). On an idle machine (2026-11-28, 3 runs each) the code before these changes measured 14.3 against 13.9 ms, within the goal: the miss recorded before (29.8 against 25 ms) was mostly the machine's load (5.7–7.3). A first version hid an empty group with \`:has()\`, and the p95 after a failed submit doubled on all three 500-field rows (23–26 ms against 10–15 ms): every change inside a group restyled it; an attribute set from the conditions' pattern replaced it.`,
      "",
    );
  }
  if (
    ours &&
    rjsf &&
    input &&
    ours.interactiveMs !== undefined &&
    rjsf.interactiveMs !== undefined
  ) {
    const overFloor = ours.keyP95 - input.keyP95;
    lines.push(
      `Goal (issue 18): the 500-field form interactive no later than RJSF's first render: ${ms(ours.interactiveMs)} ms against ${ms(rjsf.interactiveMs)} ms, ${met(ours.interactiveMs <= rjsf.interactiveMs)}; the document sent once: ${ours.htmlBytes ? `${kB(ours.htmlBytes)} kB of HTML, ` : ""}**not met** (the HTML carries the rendered fields, and React's payload the document once more, about 91 kB of 429 kB, for hydration; what it would take: fields rendered by server components, with only their interactive parts hydrated as client components, so that the document stays on the server; or fields rendered in the browser from the document, which loses the first paint and the form without scripts). Keystroke p95 within 3 ms of the one-input floor: ${ms(ours.keyP95)} ms against ${ms(input.keyP95)} ms, ${ms(overFloor)} ms over, ${met(overFloor <= 3)}.`,
      "",
    );
  }
  const ours2000 = rows.find((r) => r.renderer === "formwright-2000");
  const rjsf2000 = rows.find((r) => r.renderer === "rjsf-2000");
  if (ours2000 && rjsf2000) {
    const before = rjsf2000.keyScriptP95 / ours2000.keyScriptP95;
    lines.push(
      `Goal (issue 18): with 2,000 fields, at least 10 times faster than RJSF before the frame: p95 ${ms(ours2000.keyScriptP95)} ms against ${ms(rjsf2000.keyScriptP95)} ms, ${round(before)} times, ${met(before >= 10)}. Keystroke to paint: ${ms(ours2000.keyP95)} ms against ${ms(rjsf2000.keyP95)} ms at p95; time until interactive ${ms(ours2000.interactiveMs)} ms against ${ms(rjsf2000.interactiveMs)} ms.`,
      "",
    );
    if (before < 10) {
      lines.push(
        `Why not: at the median a keystroke's work before the frame is ${ms(ours2000.keyScriptP50)} ms against RJSF's ${ms(rjsf2000.keyScriptP50)} ms (${round(rjsf2000.keyScriptP50 / ours2000.keyScriptP50)} times), close to the one-input floor's ${input ? `${ms(input.keyScriptP50)} ms` : "few ms"}; the p95 is the tail of 30 keys on a shared 2-core machine. What still grows with the form on each keystroke: react-hook-form tells every field's subscription of the change (about 4,200 calls per key at 2,000 fields) and copies every answer for the typed field's own watcher (2,000 values), garbage that young-generation collections then clear while typing (one took 20 ms in a traced run of 30 keys). What it would take: a field store that tells only the field that changed, instead of react-hook-form's one subject for the whole form.`,
        "",
      );
    }
  }
  if (!ours || !rjsf) return lines.join("\n");
  const ratio = rjsf.keyP95 / ours.keyP95;
  const scriptRatio = rjsf.keyScriptP95 / ours.keyScriptP95;
  lines.push(
    `Goal: p95 keystroke-to-paint under 16 ms: ${ms(ours.keyP95)} ms, ${met(ours.keyP95 < 16)}.`,
    `Goal: at least 10 times faster than RJSF: p95 ${ms(ours.keyP95)} ms against ${ms(rjsf.keyP95)} ms, ${round(ratio)} times, ${met(ratio >= 10)}.`,
  );
  if (ours.keyP95 >= 16) {
    lines.push(
      "",
      `Why not: React re-renders only the field typed in; a one-line input is a relayout boundary (size and layout containment; its height comes from its own line height, so it still grows with the text size), so a keystroke lays out that input alone; and each field is a stacking context of its own, so the frame repaints that field alone (in a Chromium trace of this benchmark the frame's pre-paint, paint and compositing-inputs work per keystroke went from about 8 ms to about 4 ms with it). What is left before the frame, ${ms(ours.keyScriptP95)} ms at p95, is the browser inserting the text and React's event handling: the one field's re-render (about 0.8 ms); what earlier profiles showed as React's event system collecting listeners along the field's ancestors was Chromium rebuilding the form's index of its controls by name, gone since session 11 (below). The rest of the p95 is the frame's compositing and raster and the jitter of two cores shared by the browser's processes: the floor, one plain input, was ${input ? `${ms(input.keyP95)} ms at p95` : "several ms"} in the same run${loadNote([ours]).replace(" The machine's", "; the")} What it would take: a lighter page per frame: shorter pages (a long form split into steps) or fewer elements per field; tried and left out: \`content-visibility: auto\` on fields (layout got slower).`,
    );
  }
  if (ratio < 10) {
    lines.push(
      "",
      `Why not: keystroke-to-paint includes what the browser does for any keystroke (dispatching the key, style, layout and paint of a page this size), and that floor alone is ${input ? `${ms(input.keyP50)} ms (p50) / ${ms(input.keyP95)} ms (p95) for one plain input on this machine` : "several ms here"}. Ten times faster than RJSF's ${ms(rjsf.keyP95)} ms would mean ${ms(rjsf.keyP95 / 10)} ms, ${input && rjsf.keyP95 / 10 < input.keyP95 ? "below that floor" : "about that floor"}. Before the frame (the browser inserting the text and the page's handlers) ours takes ${ms(ours.keyScriptP95)} ms (p95) against ${ms(rjsf.keyScriptP95)} ms for RJSF: ${round(scriptRatio)} times less. RJSF re-renders the whole form on each keystroke, so its cost grows with the form and the CPU (the 150–200 ms of the anchor are that growth); ours stays at one field. What it would take to show 10 times on this measure: a form or machine where RJSF's keystroke reaches 10 times the floor (several thousand fields, or a slower CPU), or a lighter page per frame on our side (above): the ${ms(ours.keyP95 - (input?.keyP95 ?? 0))} ms between ours and the floor at p95 is the page's size, not React's work.`,
    );
  }
  if (
    ours.interactiveMs !== undefined &&
    rjsf.interactiveMs !== undefined &&
    ours.interactiveMs > rjsf.interactiveMs
  ) {
    lines.push(
      "",
      `Why the page is interactive later than RJSF (${ms(ours.interactiveMs)} ms against ${ms(rjsf.interactiveMs)} ms)${(ours.firstPaintMs ?? Infinity) <= (rjsf.firstPaintMs ?? 0) ? `, though its fields are on screen sooner (first paint ${ms(ours.firstPaintMs)} ms against ${ms(rjsf.firstPaintMs)} ms; what is typed before hydration is kept)` : ` and paints later too (first paint ${ms(ours.firstPaintMs)} ms against ${ms(rjsf.firstPaintMs)} ms)`}: the server renders the 500 fields (${ours.htmlBytes ? `${kB(ours.htmlBytes)} kB` : "hundreds of kB"} of HTML; the document itself is in React's payload once, about 91 kB), and the browser parses and lays that out and then hydrates every field, where RJSF builds the same fields once, from its bundle. A Chromium trace of one load on this machine (2026-11-25, with other work on it): about 95 ms parsing the HTML, 190 ms of style and 100 ms of layout for about 4,000 elements before the scripts run, about 200 ms compiling the scripts (a fresh browser has no code cache), then about 500 ms of script until hydration ends, most of it React's own hydration work and react-hook-form registering each field. By field kind (the same 500 fields all of one kind, median of 5 loads, on the loaded machine): all text 2010 ms, all radio groups 2132 ms, all checkboxes 1668 ms, all selects 4027 ms, the mixed form 2512 ms: react-select (about 25 elements and 10 emotion style objects per select) is the dearest. Done so far: emotion wrote react-select's style rules beside every select on the server, 10 style tags and 2.7 kB per select; one cache per form now writes each rule once (the HTML fell from 561.5 kB to 429 kB, and time until interactive went from 2.63 times RJSF's in the previous run to 1.42 times in this one). Issue 29: a select is now a stand-in until first used (react-select's closed control as plain elements, the same combobox to a screen reader and the keyboard; focus or a click mounts react-select in its place in the same task, the focus in it; packages/fields/src/select/select-stand-in.tsx), so the page hydrates no react-select and its HTML carries no emotion rule. What it would take to get under RJSF's: hydrating fields lazily (on view or on first input) instead of all at once. React keeps a Suspense boundary that suspends while hydrating as the server's HTML, but a context change above it makes React give up hydrating it and render it anew in the browser, losing what was typed into it; react-hook-form's provider value is new on every render of the form (it renders again once hydrated, and while submitting), so the form's contexts must first be made stable. And a field adopts what its element holds when it hydrates, so restored answers (this device's copy) must wait until every field is hydrated, and a submit must hydrate every field first. Tried in issue 29 (branch \`h/bigform\`, not merged): the form's contexts made stable, then its fields in chunks of ten, each in a Suspense boundary hydrated when it comes within a screen of view or is first used (a capture listener opens it before React sees the event), restored answers and a submit waiting for every chunk. It brought time until interactive to 948 ms against RJSF's 559 ms in the same run, and is left out because of how React's server renderer sends boundaries: since React 19.2 a boundary's finished content larger than 500 bytes is sent outside the page's flow once 12,800 bytes of the page have been sent (\`progressiveChunkSize\`, which Next.js does not let an app set) as a hidden \`<div>\` that an inline script moves into place. A 30-chunk test page rendered to completion before sending (\`renderToPipeableStream\`, \`onAllReady\`) had 18 of its 30 chunks sent that way. Without scripts those fields stay hidden (the no-script form, a promise of ours, broke on long forms), and with scripts they move into place after the first paint (a layout shift of 0.041 in the bench). A widget loaded as a chunk of its own (next/dynamic) also suspends inside a boundary on a fresh server. What it would take: a renderer that keeps finished boundaries in the page's flow (an option Next.js would have to pass to React), or fields out of view rendered as static HTML outside React and each chunk mounted in the browser when needed (islands), carrying over what was typed into it.`,
    );
  }
  lines.push(
    "",
    "Found in session 11 (2026-11-26), with a Chromium trace and a call count of 30 keystrokes into the 2,000-field form, two costs of each keystroke that grew with the form: (1) React 19 writes an input's `name` and `type` again on every update (facebook/react#36229); that drops the form's index of its controls by name, and React reads a property of the `<form>` for each event it dispatches, so Chromium rebuilt the index over every control: 3.6 ms at the next event (9 ms after a `type` write). Our inputs now skip writes that change nothing (`packages/fields/src/field/stable-input-attributes.ts`). (2) On the way down to the field that changed, React copies and checks every child of each parent: 2,000 blocks side by side meant about 20 of React's work functions called 2,100 times per key; the blocks now render in memoized groups of 50 (no element of their own), and it is about 200. In the traced run the time before the frame fell from 8.7–44 ms to 3.7–6.7 ms per key, and keydown to paint from 33–103 ms to 12–27 ms. Three runs of this section on that build (2026-11-26) gave 8.0, 13.1 and 15.8 times RJSF before the frame at p95 with 2,000 fields (4.9 before); the table is the last of them.",
    "",
    "How: each widget subscribes to its own field only (react-hook-form `useController`), the error summary to the errors, and the form's list of blocks is built once per document so that the form's own re-renders (after mount, while submitting) skip the 500 fields; tests assert that typing in one field renders no other (`apps/web/src/features/public-form/public-form-renders.test.tsx`, `packages/fields/src/field/per-field-renders.test.tsx`). After a failed submit each keystroke re-validates the whole document (the server's own validator), which the last column shows.",
  );
  return lines.join("\n");
}

/** 1d. Bundle. */
export function bundleSection(result: SectionResult<unknown>): string {
  const data = result.data as BundleResult;
  const lines = [
    "| page | first-load JS, gzip kB | over the bare page kB | scripts | per-block libraries in it | needed by its blocks |",
    "|---|---:|---:|---:|---|---|",
    ...data.pages.map(
      (p) =>
        `| ${p.name} (\`${p.path}\`) | ${kB(p.gzipBytes)} | ${p.name === "bare page" ? "–" : kB(p.overBareBytes)} | ${p.scripts} | ${p.libraries.join(", ") || "none"} | ${p.expected.join(", ") || "none"} |`,
    ),
    "",
    `Measured as the browser downloads it: every script response of a fresh page load (empty cache) until the network is idle (on a form: idle again once it is hydrated, so code a form loads while hydrating counts), each gzipped with zlib level 9; kB are 1,000 bytes, as Next.js prints them. A library is found in a script by a string its code always holds (scripts/bench/lib/first-load.ts): react-select for the select, embla-carousel, react-compare-slider, yet-another-react-lightbox, the matrix and ranking widgets, libphonenumber-js (its metadata) for the text phone rule, the paging code (step, progress bar, Back and Next) for forms with page breaks, the date and time inputs, the rating and scale widgets, the upload and signature widgets, and the German product texts (every language but English is a chunk of its own). The restore notice, the offline queue and the submit (with the arguments of a CAPTCHA, verified addresses and unfinished answers) are in every form's code, so the text-only form's figure includes them; the code that shows and hides blocks (conditions) loads only on forms with conditions, and the CAPTCHA's solver, the code step of a verified address and the saving of unfinished answers only on forms that ask for them; a theme is CSS variables in the page, no code. The bare page (\`/bench/bare\`) is static text in the same app and build. Opening the content-block form's image then loaded: ${data.loadedOnImageOpen.join(", ") || "nothing"}.`,
    "",
  ];
  const text = data.pages.find((p) => p.name === "text-only form");
  if (text) {
    lines.push(
      `Goal: a text-only form costs at most ${kB(data.budgetBytes)} kB over the bare page: ${kB(text.overBareBytes)} kB, ${met(text.overBareBytes <= data.budgetBytes)}. Checked in CI by \`scripts/check-bundle-budget.mjs\` (run by \`npm test\`).`,
    );
  }
  const exact = data.pages.every(
    (p) =>
      p.libraries.length === p.expected.length && p.expected.every((l) => p.libraries.includes(l)),
  );
  const lightboxOnOpen = data.loadedOnImageOpen.includes("lightbox");
  lines.push(
    `Goal (issues 13, 18): select, carousel, compare slider, lightbox, matrix, ranking, phone, paging, date and time, rating and scale, upload and signature code and each language's texts load only on forms that use them: each page loads exactly the libraries its blocks need, and the lightbox arrives when an image is opened: ${met(exact && lightboxOnOpen)}.`,
  );
  const moreTypes = data.pages.find((p) => p.path === "/f/<more-types>");
  if (moreTypes) {
    lines.push(
      "",
      `The form with date, time, rating, scale, file and signature fields costs ${kB(moreTypes.overBareBytes)} kB over the bare page in ${moreTypes.scripts} scripts, against 54.3 kB in 20 on 2026-11-26 (more than 10 % up), and that is the price of one home per field type (issue 28, commit 307a057): each of the six types is now a widget chunk and a core chunk (its validator and its answer in words) of its own, where rating and scale, date and time, and file and signature shared one chunk pair each. Measured on 2026-11-27 (scripts that load for this form and not for the text-only one): 12 chunks, 21.8 kB; the helpers two types share (the rating and scale validator) travel in each type's chunk, and each chunk has its own few hundred bytes of wrapping. A form with one of these types now loads only that type's code (before, a rating brought the scale's and a date the time's): this row is the worst case, a form using all six.`,
    );
  }
  if (data.embedScript) {
    const { bytes, gzipBytes, budgetBytes } = data.embedScript;
    lines.push(
      `Goal: \`/embed.js\`, the script other sites load to embed a form, weighs at most ${kB(budgetBytes)} kB gzip: ${kB(gzipBytes)} kB (${kB(bytes)} kB minified, gzip at the default level), ${met(gzipBytes <= budgetBytes)}. Checked in CI by \`scripts/check-bundle-budget.mjs\`.`,
    );
  }
  return lines.join("\n");
}

/** Issue 31 point 7: a keystroke in a label on the canvas of a 300-block form, beside the floor. */
export function editorSection(result: SectionResult<unknown>): string {
  const rows = result.data as EditorFigures[];
  const canvas = rows.find((r) => r.target === "canvas");
  const input = rows.find((r) => r.target === "input");
  const names: Record<EditorFigures["target"], string> = {
    canvas: "the canvas: the label edited in place",
    settings: "the settings panel beside it: its Label input",
    input: "one plain `<input>` (the floor: what any keystroke costs here)",
  };
  const lines = [
    "| typed into | blocks | keystroke → paint p50 ms | keystroke → paint p95 ms | of which before the frame, p95 ms |",
    "|---|---:|---:|---:|---:|",
    ...rows.map(
      (r) =>
        `| ${names[r.target]} | ${r.blocks} | ${ms(r.keyP50)} | ${ms(r.keyP95)} | ${ms(r.keyScriptP95)} |`,
    ),
    "",
    `The form: 300 fields of the big form's kinds (scripts/bench/lib/big-form.ts), a draft in the editor (\`/admin/forms/<id>\`, production server, PGlite) with the block in the middle selected; ${rows[0]?.keystrokes ?? 30} characters are typed at the end of its label. ${TIMING_METHOD}${loadNote(rows)}`,
  ];
  if (canvas && input) {
    const over = canvas.keyP95 - input.keyP95;
    lines.push(
      "",
      `Goal (issue 31): keystroke p95 on the canvas within 10 ms of the one-input floor: ${ms(canvas.keyP95)} ms against ${ms(input.keyP95)} ms, ${ms(over)} ms over, ${met(over <= 10)}.`,
    );
    // What was done and what is left, met or not.
    lines.push(
      "",
      "How, and what is left (2026-11-27): the editor's state lives in a store (`editor-store.ts`), and each canvas block, outline row and the settings panel read their own block, so a keystroke redraws one block, its outline row and one settings input (`canvas-renders.test.tsx` counts it). Before, every block re-rendered per keystroke (dnd-kit got new sensor options on every render) and the settings panel was reset: 102 ms at p95 against a 20.4 ms floor. Session 18 took out what a trace of this bench (`scripts/bench/editor-profile.ts`) showed growing with the form: each block's subscriptions now hear only of that block (`subscribeBlock`, about 1,800 selectors run per keystroke before), the draft's JSON is built block by block (`documentJson`: one block stringified per keystroke instead of the form twice) and the live preview builds its JSON only when it sends, canvas blocks and (in an outline of over 50 blocks) outline rows out of view skip layout and paint, the in-place text box is its own layout root, and the selected block keeps its widget while its label is typed. In the traces paint per keystroke went from 5.0 to 1.3–2.3 ms and layout from 6.7 to 2.6–3.5 ms (the text insertion's forced layout is now rooted at the text box: 0.2–0.4 ms instead of 2.4–4.6 ms over the document); keystroke to paint at p95 did not move beyond this machine's noise (the same-load runs of the build before and after gave no difference the p95 could show, and the floor's own p95 ranged from 6.9 to 17.5 ms between runs). Session 19, from a profile mapped to the sources (`FORMWRIGHT_BROWSER_SOURCE_MAPS=1` at build, then `editor-profile.ts`, which now also lists the project's own functions): the forced layout of the document after React's commit came from the selected block's inserter, whose hidden description (\"Inserts after block 150, <its label>\") changes with each keystroke and sat inside the canvas's grid of 300 blocks; placed and contained, it is laid out on its own, and the layout per keystroke went from 6.2 to 1.5–2.1 ms in the traces (no layout from the document any more: the roots are the two text boxes and that description). The selected block's widget is no longer checked with the block schema on each keystroke (its label and name are not drawn: any label that is not blank and any allowed name are checked as the same), the in-place boxes are drawn again only when their own value changes (React sets each input it draws again afresh: name, type, value), and the settings panel's copy of the label is drawn at a transition's priority (it was already a render of its own after the keystroke's, from an effect; now the next keystroke interrupts it rather than waits for it). Measured in pairs, the build before (main at 840d55a, its own worktree) and this one one after the other: at load 4.1–4.5, canvas p95 20.4 ms against an 11.2 ms floor (9.2 over, p50 10.6 ms) before and 18.3 against 13.3 (5.0 over, p50 9.8) after; at load 5–6, 37 against 10.3 (26.7 over, p50 16.6) before and 20.5 against 11.2 (9.3 over, p50 12.1) after, the run in the table. So the goal is met in this session's runs at load 4–5, and the build before met it in one of its two; at a load of 9 and more (other sessions' builds and browser tests on the 2 cores) neither build comes near it (before: 87.7 against 8.8 at load 13–15; this one: 45.4 against 16.7 at load 9–11). This session's builds were made with browser source maps for the profile; the page does not load them. The regression the session before reported (12.9 → 20.9 ms over) is not the group's canvas hook: the bench's form has no group, and on it the hook is one property read per render; the canvas p95 moved 31.4 → 30.4 → 34 ms over those runs while the floor's p95 moved 10.5 → 17.5 → 13.1 ms, and this session's machine is not that of the 20:42 run (the header's processor: AMD EPYC then, Intel Xeon now). What is left, per keystroke: React's synchronous render and commit of the selected block, its outline row, the settings panel and the save bar (about two thirds of the script before the frame in the traces, its commit mostly in React's `updateInput` of the inputs drawn again), the live preview's and autosave's work on the whole draft when they run during typing (an autosave after 5 s of typing stringifies and checks the whole form), and the whole-list selectors (keys, pages, other names) run per keystroke; what it would take: the save bar and the preview reading the draft when they need it rather than on each change, and a measurement on a machine without other work.",
    );
  }
  return lines.join("\n");
}
