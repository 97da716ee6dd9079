import { expect, type Page, test } from "@playwright/test";
import { adminGraphQL } from "./support/auth";
import { expectNoAxeViolations, expectNoAxeViolationsWithoutScripts } from "./support/axe";
import { openForm } from "./support/field-spec";
import { uniqueSlug } from "./support/publish-form";

// Issue 32's "Done when": a quiz scored by points, two endings chosen by the score, a
// redirect and a repeating group of three attendees, by keyboard on a phone and without scripts.

const PEOPLE = [
  { name: "Ada", email: "ada@example.com" },
  { name: "Bob", email: "bob@example.com" },
  { name: "Cy", email: "cy@example.com" },
];

function attendee(page: Page, n: number) {
  return page.getByRole("group", { name: `Attendee ${n}` });
}

/** Publishes the quiz and returns its path. */
async function publishQuiz(page: Page): Promise<string> {
  const slug = uniqueSlug("quiz");
  const created = await adminGraphQL<{ createForm: { id: string } }>(
    page,
    "mutation($d: JSON!) { createForm(document: $d) { id } }",
    {
      d: {
        slug,
        title: "Capitals quiz",
        quiz: { showCorrectAnswers: true },
        blocks: [
          { type: "text", name: "name", label: "Your name" },
          {
            type: "group",
            name: "attendees",
            label: "Attendees",
            itemLabel: "Attendee",
            repeat: { min: 1, max: 5 },
            blocks: [
              { type: "text", name: "name", label: "Name", required: true },
              {
                type: "text",
                name: "email",
                label: "Email",
                required: true,
                rules: { email: true },
              },
            ],
          },
          {
            type: "radio",
            name: "france",
            label: "Capital of France?",
            explanation: "Paris has been the capital since 987.",
            options: [
              { label: "Paris", value: "paris", points: 1, correct: true },
              { label: "Lyon", value: "lyon" },
            ],
          },
          {
            type: "radio",
            name: "italy",
            label: "Capital of Italy?",
            options: [
              { label: "Rome", value: "rome", points: 1, correct: true },
              { label: "Milan", value: "milan" },
            ],
          },
          { type: "paragraph", text: "Score so far: {{score}} of 2" },
        ],
        variables: [
          { name: "score", expression: "points(france) + points(italy)" },
          { name: "people", expression: "count(attendees)" },
        ],
        endings: [
          {
            id: "all-right",
            title: "Full marks, {{name}}!",
            text: "You scored {{score}} of 2, for {{people}} attendees.",
            when: { all: [{ field: "score", op: "equals", value: 2 }] },
            redirectUrl: "https://example.com/certificate?score={{score}}&name={{name}}",
          },
          { id: "try-again", title: "Thanks, {{name|friend}}", text: "You scored {{score}} of 2." },
        ],
      },
    },
  );
  await adminGraphQL(page, "mutation($id: ID!) { publishForm(id: $id) { id } }", {
    id: created.createForm.id,
  });
  return `/f/${slug}`;
}

async function endings(page: Page, path: string) {
  const data = await adminGraphQL<{
    submissions: {
      nodes: Array<{
        ending: string | null;
        variables: Record<string, unknown>;
        data: { attendees?: unknown };
      }>;
    };
  }>(page, "query($s: String!) { submissions(formSlug: $s) { nodes { ending variables data } } }", {
    s: path.replace("/f/", ""),
  });
  return data.submissions.nodes.map(({ ending, variables, data: answers }) => ({
    ending,
    variables,
    attendees: answers.attendees,
  }));
}

test.describe("on a 390 px phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("by keyboard: the live score, the ending with full marks, its link on, the results; axe clean", async ({
    page,
  }) => {
    const path = await publishQuiz(page);
    await openForm(page, path);
    await expect(page.getByText("Score so far: 0 of 2")).toBeVisible();
    await page.getByLabel("Your name").focus();
    await page.keyboard.type("Ada & Bo");
    // Three attendees: Tab into each item's fields, Enter on "Add another attendee".
    for (const [index, person] of PEOPLE.entries()) {
      await page.keyboard.press("Tab");
      await expect(attendee(page, index + 1).getByLabel("Name")).toBeFocused();
      await page.keyboard.type(person.name);
      await page.keyboard.press("Tab");
      await page.keyboard.type(person.email);
      await page.keyboard.press("Tab");
      // From the second item on, its own Remove button comes before Add.
      if (index > 0) {
        await expect(
          page.getByRole("button", { name: `Remove attendee ${index + 1}` }),
        ).toBeFocused();
        await page.keyboard.press("Tab");
      }
      if (index < PEOPLE.length - 1) {
        await expect(page.getByRole("button", { name: "Add another attendee" })).toBeFocused();
        await page.keyboard.press("Enter");
        await expect(attendee(page, index + 2).getByLabel("Name")).toBeFocused();
        await page.keyboard.press("Shift+Tab");
      }
    }
    // Past the group's Add button, into each radio group: Space chooses its first option.
    await page.keyboard.press("Tab");
    await page.keyboard.press("Space");
    await expect(page.getByText("Score so far: 1 of 2")).toBeVisible();
    await page.keyboard.press("Tab");
    await page.keyboard.press("Space");
    await expect(page.getByText("Score so far: 2 of 2")).toBeVisible();
    await expectNoAxeViolations(page);
    await page.keyboard.press("Tab");
    await expect(page.getByRole("button", { name: "Submit" })).toBeFocused();
    await page.keyboard.press("Enter");

    const status = page.getByTestId("confirmation");
    await expect(status).toContainText("Full marks, Ada & Bo!");
    await expect(status).toContainText("You scored 2 of 2, for 3 attendees.");
    await expect(page.getByRole("link", { name: "Continue to example.com" })).toHaveAttribute(
      "href",
      "https://example.com/certificate?score=2&name=Ada%20%26%20Bo",
    );
    await expect(page.locator(".fw-receipt__result")).toHaveText([
      "Correct Paris has been the capital since 987.",
      "Correct",
    ]);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await expectNoAxeViolations(page);
    expect(await endings(page, path)).toEqual([
      { ending: "all-right", variables: { score: 2, people: 3 }, attendees: PEOPLE },
    ]);
  });
});

test.describe("without scripts", () => {
  test.use({ javaScriptEnabled: false });

  test("the server's page shows the ending the answers chose, without a link when it has none", async ({
    page,
    browser,
  }) => {
    const path = await publishQuiz(page);
    await page.goto(path);
    // Each "Add another attendee" posts the page back with one more item, answers kept.
    for (const [index, person] of PEOPLE.entries()) {
      await attendee(page, index + 1)
        .getByLabel("Name")
        .fill(person.name);
      await attendee(page, index + 1)
        .getByLabel("Email")
        .fill(person.email);
      if (index < PEOPLE.length - 1) {
        await page.getByRole("button", { name: "Add another attendee" }).click();
        await expect(attendee(page, index + 2)).toBeVisible();
      }
    }
    await expect(attendee(page, 1).getByLabel("Name")).toHaveValue("Ada");
    await page.getByLabel("Lyon").check();
    await page.getByLabel("Rome").check();
    await page.getByRole("button", { name: "Submit" }).click();
    const status = page.getByTestId("confirmation");
    await expect(status).toContainText("Thanks, friend");
    await expect(status).toContainText("You scored 1 of 2.");
    await expect(page.getByRole("link", { name: /^Continue to/ })).toHaveCount(0);
    await expectNoAxeViolationsWithoutScripts(page, browser);
    expect(await endings(page, path)).toEqual([
      { ending: "try-again", variables: { score: 1, people: 3 }, attendees: PEOPLE },
    ]);
  });
});
