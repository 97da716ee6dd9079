import { expect, type Page, test } from "@playwright/test";
import sharp from "sharp";
import { COMPARE_HANDLE_LABEL } from "../src/features/content-blocks/compare-labels";
import { signIn } from "./support/auth";
import { expectNoAxeViolations } from "./support/axe";
import { createTestForm, readDraft } from "./support/forms";

async function addBlock(page: Page, title: string) {
  await page.getByRole("button", { name: "Add block" }).click();
  await page.getByRole("button", { name: title, exact: true }).click();
  await expect(
    page.getByRole("heading", { level: 2, name: new RegExp(`: ${title}$`) }),
  ).toBeVisible();
}

/** Opens "Choose from uploads" of one image and picks the upload named `fileName`. */
async function pickUpload(page: Page, context: string, fileName: string) {
  const toggle = page.getByRole("button", { name: `Choose from uploads for ${context}` });
  await toggle.click();
  await expect(toggle).toHaveAttribute("aria-expanded", "true");
  const grid = page.getByRole("list", { name: `Uploaded images for ${context}` });
  await grid.getByRole("button", { name: fileName }).click();
  await expect(toggle).toBeFocused();
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

  // Image: starts on a sample, then an upload replaces it, with a progress bar.
  await addBlock(page, "Image");
  const address = page.getByLabel("Image address");
  await expect(address).toHaveValue(/^\/samples\//);
  await page.getByLabel("Alt text").fill("A blue test card");

  let release: () => void = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route("**/api/uploads", async (route) => {
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
  await page.unroute("**/api/uploads");
  await expect(
    page.getByRole("status").filter({ hasText: `Uploaded ${fileName} (64 × 48 px)` }),
  ).toBeVisible();
  await expect(address).toHaveValue(/^\/uploads\/[^/]+\.png$/);
  const uploadUrl = await address.inputValue();

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
        { src: "/samples/sample-1.jpg", alt: "Sample photo" },
        { src: "/samples/sample-2.jpg", alt: "Second sample photo" },
      ],
      slidesToShow: 2,
      autoplay: false,
      autoplaySpeed: 2000,
      loop: true,
    },
    {
      type: "compare",
      before: { src: uploadUrl, alt: "The card before", dimensions: { width: 64, height: 48 } },
      after: { src: "/samples/sample-2.jpg", alt: "After" },
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
