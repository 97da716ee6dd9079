import { describe, expect, it } from "vitest";
import { sniffFileType, UNKNOWN_TYPE } from "./sniff-file-type";

const bytes = (...parts: Array<string | number[]>) =>
  Buffer.concat(
    parts.map((p) => (typeof p === "string" ? Buffer.from(p, "latin1") : Buffer.from(p))),
  );

describe("sniffFileType", () => {
  it("reads the type from the bytes, not the name", () => {
    expect(sniffFileType(bytes("%PDF-1.7\n"), "photo.png", false)).toBe("application/pdf");
    expect(
      sniffFileType(bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]), "cv.pdf", false),
    ).toBe("image/png");
    expect(sniffFileType(bytes([0xff, 0xd8, 0xff, 0xe0]), "a", false)).toBe("image/jpeg");
    expect(sniffFileType(bytes("GIF89a"), "a", false)).toBe("image/gif");
    expect(sniffFileType(bytes("RIFF\0\0\0\0WEBPVP8 "), "a", false)).toBe("image/webp");
  });

  it("tells text and CSV apart by name only once the bytes are text", () => {
    expect(sniffFileType(bytes("name,age\nAda,36\n"), "people.csv", true)).toBe("text/csv");
    expect(sniffFileType(Buffer.from("héllo", "utf8"), "notes.txt", true)).toBe("text/plain");
    expect(sniffFileType(bytes([0x4d, 0x5a, 0x90, 0x00, 0x03]), "fake.csv", true)).toBe(
      UNKNOWN_TYPE,
    );
  });

  it("takes a ZIP as an Office document only with its name and its content types", () => {
    const zip = bytes([0x50, 0x4b, 0x03, 0x04], "\0".repeat(26), "[Content_Types].xml");
    expect(sniffFileType(zip, "report.docx", false)).toBe(
      "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    );
    expect(sniffFileType(zip, "report.zip", false)).toBe("application/zip");
    expect(sniffFileType(bytes([0x50, 0x4b, 0x03, 0x04, 0, 0]), "x.docx", false)).toBe(
      "application/zip",
    );
  });

  it("keeps a UTF-8 character cut at the end of the head as text", () => {
    const cut = Buffer.from("aé", "utf8").subarray(0, 2);
    expect(sniffFileType(cut, "a.txt", false)).toBe("text/plain");
    expect(sniffFileType(cut, "a.txt", true)).toBe(UNKNOWN_TYPE);
  });
});
