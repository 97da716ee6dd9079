import { FILE_NAME_MAX_LENGTH, isStorableText } from "@formwright/core";
import { describe, expect, it } from "vitest";
import { nameForType } from "./stored-file-name";

describe("nameForType", () => {
  it("keeps a name whose extension is one of its type's", () => {
    expect(nameForType("cv.pdf", "application/pdf")).toBe("cv.pdf");
    expect(nameForType("photo.JPEG", "image/jpeg")).toBe("photo.JPEG");
    expect(nameForType("photo.jpg", "image/jpeg")).toBe("photo.jpg");
    expect(nameForType("data.csv", "text/csv")).toBe("data.csv");
  });

  it("adds the type's extension to any other name, so the last one always tells the type", () => {
    expect(nameForType("x.exe", "image/png")).toBe("x.exe.png");
    expect(nameForType("invoice.pdf.exe", "application/pdf")).toBe("invoice.pdf.exe.pdf");
    expect(nameForType("page.html", "text/plain")).toBe("page.html.txt");
    expect(nameForType("photo.png", "image/jpeg")).toBe("photo.png.jpg");
    expect(nameForType("README", "text/plain")).toBe("README.txt");
    expect(nameForType("tool.jar", "application/zip")).toBe("tool.jar.zip");
  });

  it("stays within the name limit, shortening the name before the extension", () => {
    const long = `${"a".repeat(FILE_NAME_MAX_LENGTH - 3)}.sh`;
    expect(nameForType(long, "text/plain")).toBe(`${"a".repeat(FILE_NAME_MAX_LENGTH - 4)}.txt`);
  });

  it("never cuts a character in two", () => {
    // 127 emoji: 254 UTF-16 units; ".png" makes it too long, and the cut falls inside a pair.
    const emoji = "😀".repeat(127);
    const named = nameForType(emoji, "image/png");
    expect(named.endsWith(".png")).toBe(true);
    expect(named.length).toBeLessThanOrEqual(FILE_NAME_MAX_LENGTH);
    expect(isStorableText(named)).toBe(true);
  });

  it("leaves a name alone for a type with no extension (never accepted anyway)", () => {
    expect(nameForType("x.bin", "application/octet-stream")).toBe("x.bin");
  });
});
