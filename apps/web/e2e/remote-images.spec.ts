import { isImageSrc } from "@formwright/core";
import { expect, test } from "@playwright/test";
import { publishTestForm } from "./support/publish-form";

const SAMPLE = new URL("../public/samples/sample-1.jpg", import.meta.url);

test("an https image the document format accepts loads on the public page", async ({ page }) => {
  const src = "https://images.example.test/remote-sample.jpg";
  expect(isImageSrc(src)).toBe(true);
  // The browser asks for the image only if the page's policy lets it; the
  // route then answers for the remote host, which tests cannot reach.
  let requested = false;
  await page.route(src, (route) => {
    requested = true;
    return route.fulfill({ path: SAMPLE.pathname, contentType: "image/jpeg" });
  });
  const violations: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  const path = await publishTestForm(page, {
    prefix: "remote-image",
    blocks: [{ type: "image", src, alt: "A picture from another host" }],
  });
  await page.goto(path);
  const image = page.getByRole("img", { name: "A picture from another host" });
  await expect(image).toHaveAttribute("src", src);
  await expect
    .poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth))
    .toBeGreaterThan(0);
  expect(requested).toBe(true);
  expect(violations).toEqual([]);
});
