import { expect, type Page, test } from "@playwright/test";
import sharp from "sharp";
import { COMPARE_HANDLE_LABEL } from "../src/features/content-blocks/compare-labels";
import { signIn } from "./support/auth";
import { expectNoAxeViolations } from "./support/axe";
import { createTestForm, readDraft } from "./support/forms";

async function addBlock(page: Page, title: string) {
  // Save is enabled once the editor is hydrated: a click before that opens no menu.
  await expect(page.getByRole("button", { name: "Save", exact: true })).toBeEnabled();
  await page.getByRole("button", { name: "Add block" }).click();
  await page.getByRole("option", { name: title, exact: true }).click();
  await expect(
    page.getByRole("heading", { level: 2, name: new RegExp(`: ${title}$`) }),
  ).toBeVisible();
}

/**
 * Opens "Choose from uploads" of one image and picks the upload named
 * `fileName`; focus moves to that image's empty alt text.
 */
async function pickUpload(page: Page, context: string, fileName: string) {
  const toggle = page.getByRole("button", { name: `Choose from uploads for ${context}` });
  await toggle.click();
  await expect(toggle).toHaveAttribute("aria-expanded", "true");
  const grid = page.getByRole("list", { name: `Uploaded images for ${context}` });
  await grid.getByRole("button", { name: fileName }).click();
  const alt = page.getByLabel(`${context[0]?.toUpperCase()}${context.slice(1)} alt text`);
  await expect(alt).toBeFocused();
  await expect(alt).toHaveValue("");
  await expect(page.getByRole("status").filter({ hasText: `Chose ${fileName}` })).toBeVisible();
}

test("an editor adds image, carousel, compare and modal blocks with uploaded images, and publishes them", async ({
  page,
}) => {
  const png = await sharp({
    create: { width: 64, height: 48, channels: 3, background: "#36c" },
  })
    .png()
    .toBuffer();
  const fileName = `card-${Date.now()}-${Math.floor(Math.random() * 1e6)}.png`;
  const { id, slug } = await createTestForm(page, {
    slugPrefix: "media",
    title: "Media in the editor",
    blocks: [],
  });
  await signIn(page, undefined, `/admin/forms/${id}`);
  await expect(page.getByRole("button", { name: "Save", exact: true })).toBeEnabled();

  // Image: starts on a sample with no alt text, then an upload replaces it,
  // with a progress bar, and focus moves to the alt text.
  await addBlock(page, "Image");
  const address = page.getByLabel("Image address");
  await expect(address).toHaveValue(/^\/samples\//);
  await expect(page.getByLabel("Alt text")).toHaveValue("");

  let release: () => void = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  // The upload names its form (`?formId=`: the form's workspace keeps the image).
  await page.route(/\/api\/uploads(\?|$)/, async (route) => {
    await gate;
    await route.continue();
  });
  await page.getByLabel("Upload image", { exact: true }).setInputFiles({
    name: fileName,
    mimeType: "image/png",
    buffer: png,
  });
  const progress = page.getByRole("progressbar", { name: `Uploading ${fileName}` });
  await expect(progress).toBeVisible();
  await expect(progress).toHaveAttribute("max", String(png.length));
  release();
  await expect(progress).toBeHidden();
  await page.unroute(/\/api\/uploads(\?|$)/);
  await expect(
    page.getByRole("status").filter({ hasText: `Uploaded ${fileName} (64 × 48 px)` }),
  ).toBeVisible();
  await expect(address).toHaveValue(/^\/uploads\/[^/]+\.png$/);
  const uploadUrl = await address.inputValue();
  await expect(page.getByLabel("Alt text")).toBeFocused();
  await page.keyboard.type("A blue test card");

  // A text file renamed .png is refused with the server's message; the image stays.
  await page.getByLabel("Upload image", { exact: true }).setInputFiles({
    name: "notes.png",
    mimeType: "image/png",
    buffer: Buffer.from("These are notes, not a picture.\n"),
  });
  await expect(page.locator(".fw-image-picker").getByRole("alert")).toContainText(
    "Only JPEG, PNG, WebP, AVIF and GIF images can be uploaded",
  );
  await expect(address).toHaveValue(uploadUrl);

  // Carousel: slide 1 from the uploads; axe with the picker open on slide 2.
  await addBlock(page, "Carousel");
  await pickUpload(page, "slide 1", fileName);
  await expect(page.getByLabel("Slide 1 image address")).toHaveValue(uploadUrl);
  await page.getByLabel("Slide 1 alt text").fill("The card in the carousel");
  await page.getByLabel("Slide 1 caption").fill("Blue");
  await page.getByRole("button", { name: "Add slide" }).click();
  await expect(page.getByLabel("Slide 3 image address")).toHaveValue(/^\/samples\//);
  await page.getByRole("button", { name: "Move slide 3 up" }).click();
  await page.getByLabel("Slide 2 alt text").fill("A sample photo, second");
  await page.getByLabel("Slide 3 decorative image (no description)").check();
  await expect(page.getByLabel("Slide 3 alt text")).toHaveCount(0);
  await page.getByLabel("Slides shown at once").fill("2");
  await page.getByLabel("Autoplay", { exact: true }).uncheck();
  await page.getByRole("button", { name: "Choose from uploads for slide 2" }).click();
  await expect(page.getByRole("list", { name: "Uploaded images for slide 2" })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.keyboard.press("Tab");
  await expect(
    page.getByRole("list", { name: "Uploaded images for slide 2" }).getByRole("button").first(),
  ).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(page.getByRole("list", { name: "Uploaded images for slide 2" })).toBeHidden();
  await expect(page.getByRole("button", { name: "Choose from uploads for slide 2" })).toBeFocused();

  // Compare: the before side from the uploads.
  await addBlock(page, "Compare slider");
  await pickUpload(page, "before", fileName);
  await page.getByLabel("Before alt text").fill("The card before");
  await page.getByLabel("After alt text").fill("A sample, after");
  await page.getByLabel("Starting position (%)").fill("40");

  // Modal.
  await addBlock(page, "Modal");
  await page.getByLabel("Button caption").fill("Read the terms");
  await page.getByLabel("Dialog title").fill("Terms");
  await page.getByLabel("Dialog text").fill("Be kind.\nBe brief.");

  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByRole("status", { name: "Save status" })).toHaveText("Saved");
  const { draft } = await readDraft(page, id);
  expect(draft.blocks).toEqual([
    {
      type: "image",
      src: uploadUrl,
      alt: "A blue test card",
      dimensions: { width: 64, height: 48 },
    },
    {
      type: "carousel",
      slides: [
        {
          src: uploadUrl,
          alt: "The card in the carousel",
          caption: "Blue",
          dimensions: { width: 64, height: 48 },
        },
        { src: "/samples/sample-1.jpg", alt: "A sample photo, second" },
        { src: "/samples/sample-2.jpg", alt: "", decorative: true },
      ],
      slidesToShow: 2,
      autoplay: false,
      autoplaySpeed: 2000,
      loop: true,
    },
    {
      type: "compare",
      before: { src: uploadUrl, alt: "The card before", dimensions: { width: 64, height: 48 } },
      after: { src: "/samples/sample-2.jpg", alt: "A sample, after" },
      position: 40,
    },
    { type: "modal", trigger: "Read the terms", title: "Terms", text: "Be kind.\nBe brief." },
  ]);

  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(page.getByRole("status", { name: "Save status" })).toHaveText("Published version 1");

  await page.goto(`/f/${slug}`);
  const image = page.getByRole("img", { name: "A blue test card" });
  await expect(image).toBeVisible();
  expect(await image.getAttribute("srcset")).toContain(encodeURIComponent(uploadUrl));
  await expect(page.getByRole("region", { name: "Image carousel" })).toBeVisible();
  await expect(page.getByRole("img", { name: "The card in the carousel" })).toBeAttached();
  await expect(page.getByRole("slider", { name: COMPARE_HANDLE_LABEL })).toBeVisible();
  await expect(page.getByRole("img", { name: "The card before" })).toBeAttached();
  await expect(page.getByRole("button", { name: "Read the terms" })).toBeVisible();
});

test("an image cannot be saved undescribed: by keyboard, the alt text is asked for after an upload", async ({
  page,
}) => {
  const png = await sharp({
    create: { width: 40, height: 30, channels: 3, background: "#c63" },
  })
    .png()
    .toBuffer();
  const fileName = `alt-${Date.now()}-${Math.floor(Math.random() * 1e6)}.png`;
  const { id, slug } = await createTestForm(page, {
    slugPrefix: "alt",
    title: "Alt text in the editor",
    blocks: [],
  });
  await signIn(page, undefined, `/admin/forms/${id}`);
  await addBlock(page, "Image");
  await expect(page.getByLabel("Alt text")).toHaveValue("");

  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByRole("status", { name: "Save status" })).toContainText(
    "Not saved: the form has 1 problem.",
  );
  await expect(
    page.getByRole("button", {
      name: "Block 1, Image, Alt text: describe the image or mark it decorative",
    }),
  ).toBeVisible();

  // The file input is reached by Tab; the file dialog itself is the browser's.
  const upload = page.getByLabel("Upload image", { exact: true });
  await upload.focus();
  await upload.setInputFiles({ name: fileName, mimeType: "image/png", buffer: png });
  await expect(
    page.getByRole("status").filter({ hasText: `Uploaded ${fileName} (40 × 30 px)` }),
  ).toBeVisible();
  await expect(page.getByLabel("Alt text")).toBeFocused();
  await page.keyboard.type("An orange test card");
  await expect(page.getByText("No problems")).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByLabel("Alt text").press("Control+s");
  await expect(page.getByRole("status", { name: "Save status" })).toHaveText("Saved");
  const { draft } = await readDraft(page, id);
  expect(draft.blocks).toMatchObject([{ type: "image", alt: "An orange test card" }]);

  // Decorative: the alt input goes away and "" is stored.
  await page.getByLabel("Decorative image (no description)").focus();
  await page.keyboard.press("Space");
  await expect(page.getByLabel("Alt text")).toHaveCount(0);
  // The change saves itself after a pause.
  await expect(page.getByRole("status", { name: "Save status" })).toHaveText("Saving…");
  await expectNoAxeViolations(page);
  await expect(page.getByRole("status", { name: "Save status" })).toHaveText("Saved");
  const saved = await readDraft(page, id);
  expect(saved.draft.blocks).toMatchObject([{ type: "image", alt: "", decorative: true }]);

  // Published, it is rendered with alt="" so screen readers skip it.
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(page.getByRole("status", { name: "Save status" })).toHaveText("Published version 1");
  await page.goto(`/f/${slug}`);
  const button = page.getByRole("button", { name: "Enlarge image", exact: true });
  await expect(button).toBeVisible();
  await expect(button.locator("img")).toHaveAttribute("alt", "");
});
