import type { Page } from "@playwright/test";
import { adminGraphQL } from "./support/auth";
import { expect, test } from "./support/owner-session";
import { uniqueSlug } from "./support/publish-form";

/**
 * Author text is text: markup and script in every place an author can write
 * (and in respondents' answers) render as written, on every page that shows
 * them, and nothing runs. The Content Security Policy would stop an injected
 * inline script from running anyway, so the test also looks for injected
 * elements in the DOM: an escaping bug fails it even behind the policy.
 */

const PAYLOADS = [
  `<img src=x onerror="window.__xss=1">`,
  `<script>window.__xss=1</script>`,
  `"><svg onload=window.__xss=1>`,
  `javascript:window.__xss=1`,
  `<iframe srcdoc="<script>parent.__xss=1</script>"></iframe>`,
  `<a href="javascript:window.__xss=1">link</a>`,
  `{{constructor.constructor('window.__xss=1')()}}`,
] as const;

let next = 0;
/** Author text for one place: a readable tag (to find it) and the next payload. */
function hostile(place: string): string {
  const payload = PAYLOADS[next % PAYLOADS.length];
  next += 1;
  return `${place} ${payload}`;
}

const text = {
  title: hostile("Title"),
  description: hostile("Description"),
  submitLabel: hostile("Submit"),
  confirmation: hostile("Thanks"),
  heading: hostile("Heading"),
  paragraph: hostile("Paragraph"),
  nameLabel: hostile("Name"),
  nameDescription: hostile("Name hint"),
  namePlaceholder: hostile("Name placeholder"),
  storyLabel: hostile("Story"),
  storyDescription: hostile("Story hint"),
  storyPlaceholder: hostile("Story placeholder"),
  ageLabel: hostile("Age"),
  agePlaceholder: hostile("Age placeholder"),
  tagsLabel: hostile("Tags"),
  tagsPlaceholder: hostile("Tags placeholder"),
  sizeLabel: hostile("Size"),
  daysLabel: hostile("Days"),
  agreeLabel: hostile("Agree"),
  agreeDescription: hostile("Agree hint"),
  optionA: hostile("Option A"),
  optionB: hostile("Option B"),
  imageAlt: hostile("Image alt"),
  imageCaption: hostile("Image caption"),
  carouselLabel: hostile("Carousel"),
  slideAlt1: hostile("Slide alt 1"),
  slideCaption1: hostile("Slide caption 1"),
  slideAlt2: hostile("Slide alt 2"),
  slideCaption2: hostile("Slide caption 2"),
  beforeAlt: hostile("Before alt"),
  afterAlt: hostile("After alt"),
  compareCaption: hostile("Compare caption"),
  modalTrigger: hostile("Modal trigger"),
  modalTitle: hostile("Modal title"),
  modalText: hostile("Modal text"),
};

/** Option values are author text too, and end up in answers and the CSV. */
const options = [
  { label: text.optionA, value: PAYLOADS[0] },
  { label: text.optionB, value: PAYLOADS[3] },
];

/** What a respondent types: hostile as well. */
const answers = {
  name: `Answer name ${PAYLOADS[2]}`,
  story: `Answer story ${PAYLOADS[1]}`,
  createdTag: `Answer tag ${PAYLOADS[0]}`,
};

function hostileDocument(slug: string) {
  const image = (alt: string, n: number) => ({ src: `/samples/sample-${n}.jpg`, alt });
  return {
    slug,
    title: text.title,
    description: text.description,
    submitLabel: text.submitLabel,
    confirmation: { message: text.confirmation },
    blocks: [
      { type: "heading", text: text.heading },
      { type: "paragraph", text: text.paragraph },
      {
        type: "text",
        name: "name",
        label: text.nameLabel,
        description: text.nameDescription,
        placeholder: text.namePlaceholder,
        required: true,
      },
      {
        type: "textarea",
        name: "story",
        label: text.storyLabel,
        description: text.storyDescription,
        placeholder: text.storyPlaceholder,
      },
      { type: "number", name: "age", label: text.ageLabel, placeholder: text.agePlaceholder },
      {
        type: "select",
        name: "tags",
        label: text.tagsLabel,
        placeholder: text.tagsPlaceholder,
        options,
        multi: true,
        creatable: true,
      },
      { type: "radio", name: "size", label: text.sizeLabel, options, required: true },
      { type: "checkboxGroup", name: "days", label: text.daysLabel, options },
      {
        type: "checkbox",
        name: "agree",
        label: text.agreeLabel,
        description: text.agreeDescription,
        required: true,
      },
      { type: "image", ...image(text.imageAlt, 1), caption: text.imageCaption },
      {
        type: "carousel",
        label: text.carouselLabel,
        autoplay: false,
        slides: [
          { ...image(text.slideAlt1, 2), caption: text.slideCaption1 },
          { ...image(text.slideAlt2, 3), caption: text.slideCaption2 },
        ],
      },
      {
        type: "compare",
        before: image(text.beforeAlt, 4),
        after: image(text.afterAlt, 5),
        caption: text.compareCaption,
      },
      { type: "modal", trigger: text.modalTrigger, title: text.modalTitle, text: text.modalText },
    ],
  };
}

/**
 * Fails when anything a payload asks for happened: `window.__xss` set, or an
 * element, attribute or URL from a payload present in the DOM.
 */
async function expectNothingInjected(page: Page): Promise<void> {
  // An injected <img src=x> fails to load asynchronously: give it the chance.
  await page.waitForLoadState("load");
  await page.waitForTimeout(200);
  const problems = await page.evaluate(() => {
    const found: string[] = [];
    const w = window as unknown as { __xss?: unknown };
    if (w.__xss !== undefined) found.push("window.__xss is set");
    const roots: Array<Document | ShadowRoot> = [document];
    for (const root of roots) {
      for (const element of Array.from(root.querySelectorAll("*"))) {
        if (element.shadowRoot) roots.push(element.shadowRoot);
        const tag = element.tagName.toLowerCase();
        const describe = element.outerHTML.slice(0, 160);
        if (tag === "img" && element.getAttribute("src") === "x")
          found.push(`img src=x: ${describe}`);
        if (tag === "svg" && element.hasAttribute("onload")) found.push(`svg onload: ${describe}`);
        if (tag === "iframe") found.push(`iframe: ${describe}`);
        if (tag === "script" && /^\s*(window|parent)\.__xss/.test(element.textContent ?? "")) {
          found.push(`script: ${describe}`);
        }
        for (const attribute of Array.from(element.attributes)) {
          const name = attribute.name.toLowerCase();
          if (name.startsWith("on") && attribute.value.includes("__xss")) {
            found.push(`${name} handler: ${describe}`);
          }
          if (
            ["href", "src", "action", "formaction", "xlink:href", "srcdoc"].includes(name) &&
            /^\s*javascript:|__xss/i.test(attribute.value)
          ) {
            found.push(`${name}=${attribute.value}: ${describe}`);
          }
        }
      }
    }
    return found;
  });
  expect(problems).toEqual([]);
}

/** Text shown on the page as written: in the rendered text, or as the value of a form control. */
async function expectShown(page: Page, strings: readonly string[]): Promise<void> {
  for (const wanted of strings) {
    await expect
      .poll(
        () =>
          page.evaluate((s) => {
            // innerText, not textContent: only what is rendered, not script payloads.
            // biome-ignore lint/performance/useDomNodeTextContent: visible text is the point
            if (document.body.innerText.includes(s)) return true;
            const controls = Array.from(document.querySelectorAll("input, textarea"));
            return controls.some((c) => (c as HTMLInputElement).value.includes(s));
          }, wanted),
        { message: `"${wanted}" is shown as written` },
      )
      .toBe(true);
  }
}

/** Records Content Security Policy violations by inline scripts: an injection that reached the DOM. */
async function watchScriptViolations(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
    document.addEventListener("securitypolicyviolation", (event) => {
      // Only inline code: an injected <script> or on* handler. ("eval" is zod
      // probing whether it may compile validators, which it handles.)
      if (event.effectiveDirective.startsWith("script-src") && event.blockedURI === "inline") {
        seen.push(
          `${event.effectiveDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`,
        );
      }
    });
  });
}

async function expectNoScriptViolations(page: Page): Promise<void> {
  const violations = await page.evaluate(
    () => (window as unknown as { __cspViolations?: string[] }).__cspViolations ?? [],
  );
  expect(violations).toEqual([]);
}

/** The public page renders every author text as text, before and after a failed submit and once sent. */
test("author text with markup and script is shown as written on every page, and nothing runs", async ({
  page,
}) => {
  test.slow();
  await watchScriptViolations(page);
  const slug = uniqueSlug("xss");
  const created = await adminGraphQL<{ createForm: { id: string } }>(
    page,
    "mutation($d: JSON!) { createForm(document: $d) { id } }",
    { d: hostileDocument(slug) },
  );
  const id = created.createForm.id;
  await adminGraphQL(page, "mutation($id: ID!) { publishForm(id: $id) { id } }", { id });

  // The public page.
  await page.goto(`/f/${slug}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(text.title);
  await expect(page).toHaveTitle(new RegExp(escapeRegExp(text.title)));
  await expectShown(page, [
    text.description,
    text.heading,
    text.paragraph,
    text.nameLabel,
    text.nameDescription,
    text.storyLabel,
    text.storyDescription,
    text.ageLabel,
    text.tagsLabel,
    text.tagsPlaceholder,
    text.sizeLabel,
    text.daysLabel,
    text.agreeLabel,
    text.agreeDescription,
    text.optionA,
    text.optionB,
    text.submitLabel,
    text.imageCaption,
    text.slideCaption1,
    text.slideCaption2,
    text.compareCaption,
    text.modalTrigger,
  ]);
  for (const placeholder of [text.namePlaceholder, text.storyPlaceholder, text.agePlaceholder]) {
    await expect(page.getByPlaceholder(placeholder, { exact: true })).toBeVisible();
  }
  for (const alt of [
    text.imageAlt,
    text.slideAlt1,
    text.slideAlt2,
    text.beforeAlt,
    text.afterAlt,
  ]) {
    await expect(page.getByAltText(alt, { exact: true }).first()).toBeAttached();
  }
  await expect(page.getByRole("region", { name: text.carouselLabel })).toBeVisible();
  await expectNothingInjected(page);

  // The modal's title and text, once opened (a click before hydration opens nothing).
  await expect(page.locator("form[data-hydrated]")).toBeVisible();
  await page.getByRole("button", { name: text.modalTrigger }).click();
  const dialog = page.getByRole("dialog", { name: text.modalTitle });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(text.modalText);
  await expectNothingInjected(page);
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();

  // The select's option labels, in its open menu.
  const tags = page.getByRole("combobox", { name: text.tagsLabel });
  await tags.click();
  await expect(page.getByRole("option", { name: text.optionA })).toBeVisible();
  await expect(page.getByRole("option", { name: text.optionB })).toBeVisible();
  await expectNothingInjected(page);
  await page.keyboard.press("Escape");

  // A failed submit: the messages quote the labels.
  await page.getByRole("button", { name: text.submitLabel }).click();
  await expectShown(page, [
    `${text.nameLabel} is required`,
    `${text.sizeLabel} is required`,
    `${text.agreeLabel} is required`,
  ]);
  await expectNothingInjected(page);

  // Hostile answers, then the confirmation.
  await page.getByRole("textbox", { name: text.nameLabel }).fill(answers.name);
  await page.getByRole("textbox", { name: text.storyLabel }).fill(answers.story);
  await tags.fill(answers.createdTag);
  await page.keyboard.press("Enter");
  await page.keyboard.press("Escape");
  await page.getByRole("radio", { name: text.optionA }).check();
  await page.getByRole("checkbox", { name: text.agreeLabel }).check();
  await page.getByRole("button", { name: text.submitLabel }).click();
  await expect(page.getByText(text.confirmation, { exact: true })).toBeVisible();
  await expectNothingInjected(page);
  await expectNoScriptViolations(page);

  // The form list.
  await page.goto("/admin");
  await expectShown(page, [text.title]);
  await expectNothingInjected(page);
  await expectNoScriptViolations(page);

  // The editor: the block list, and blocks' settings (where author text sits in inputs).
  await page.goto(`/admin/forms/${id}`);
  await expectShown(page, [
    text.title,
    text.heading,
    text.paragraph,
    text.nameLabel,
    text.tagsLabel,
    text.imageAlt,
    text.compareCaption,
    text.modalTrigger,
  ]);
  const editBlock = (caption: string) =>
    page.locator(".fw-block-row__select", { hasText: caption }).click();
  await editBlock(text.tagsLabel);
  await expectShown(page, [text.tagsPlaceholder, text.optionA, text.optionB]);
  await editBlock(text.modalTrigger);
  await expectShown(page, [text.modalTitle, text.modalText]);
  await editBlock(text.imageAlt);
  await expectShown(page, [text.imageCaption]);
  await expectNothingInjected(page);
  await expectNoScriptViolations(page);

  // The preview of the draft.
  await page.goto(`/preview/${id}`);
  await expectShown(page, [
    text.title,
    text.description,
    text.paragraph,
    text.nameLabel,
    text.optionA,
    text.imageCaption,
    text.modalTrigger,
    text.submitLabel,
  ]);
  await expectNothingInjected(page);
  await expectNoScriptViolations(page);

  // The submissions: the respondent's answers, under the author's labels.
  await page.goto(`/admin/forms/${id}/submissions`);
  await expectShown(page, [
    text.title,
    text.nameLabel,
    text.storyLabel,
    answers.name,
    answers.story,
    answers.createdTag,
  ]);
  await expectNothingInjected(page);
  await expectNoScriptViolations(page);
});

function escapeRegExp(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
