import { describe, expect, it } from "vitest";
import { parseFormDocument } from "../document/parse-form-document";
import { contrastRatio, formatRatio, mixColors } from "./contrast";
import {
  CONTROL_CONTRAST_MIN,
  DEFAULT_DARK,
  DEFAULT_LIGHT,
  TEXT_CONTRAST_MIN,
  themeContrastProblems,
  themeCssVariables,
  themePalettes,
} from "./resolve-theme";

const doc = (theme: unknown) => ({ slug: "t", title: "T", theme, blocks: [] });

describe("contrast", () => {
  it("computes WCAG ratios", () => {
    expect(contrastRatio("#000000", "#ffffff")).toBe(21);
    expect(contrastRatio("#ffffff", "#ffffff")).toBe(1);
    expect(formatRatio(contrastRatio("#777777", "#ffffff"))).toBe("4.47:1");
    expect(mixColors("#000000", "#ffffff", 0.5)).toBe("#808080");
  });

  it("rounds a ratio down, so one just below the minimum never reads as meeting it", () => {
    expect(formatRatio(4.4999)).toBe("4.49:1");
  });
});

describe("the default palettes", () => {
  it.each([
    ["light", DEFAULT_LIGHT],
    ["dark", DEFAULT_DARK],
  ])("meet WCAG AA in the %s scheme", (_name, p) => {
    for (const fore of [p.text, p.muted, p.error]) {
      expect(contrastRatio(fore, p.background)).toBeGreaterThanOrEqual(TEXT_CONTRAST_MIN);
    }
    for (const control of [p.border, p.accent, p.focus]) {
      expect(contrastRatio(control, p.background)).toBeGreaterThanOrEqual(CONTROL_CONTRAST_MIN);
    }
    expect(contrastRatio(p.onAccent, p.accent)).toBeGreaterThanOrEqual(TEXT_CONTRAST_MIN);
    expect(contrastRatio(p.accentText, p.background)).toBeGreaterThanOrEqual(TEXT_CONTRAST_MIN);
  });
});

describe("a document's theme", () => {
  it("is optional, and keeps a readable theme with its keys", () => {
    expect(parseFormDocument(doc(undefined)).success).toBe(true);
    const parsed = parseFormDocument(
      doc({
        accent: "#0F766E",
        background: "#FFFBF5",
        text: "#2B2118",
        radius: 12,
        font: "rounded",
      }),
    );
    expect(parsed.success && parsed.document.theme).toEqual({
      accent: "#0f766e",
      background: "#fffbf5",
      text: "#2b2118",
      radius: 12,
      font: "rounded",
    });
  });

  it("refuses text below 4.5:1, naming the pair and its ratio at theme.text", () => {
    const parsed = parseFormDocument(doc({ text: "#777777" }));
    expect(parsed.success).toBe(false);
    expect(!parsed.success && parsed.issues).toContainEqual(
      expect.objectContaining({
        path: "theme.text",
        message: expect.stringContaining(
          "text colour #777777 on background colour #ffffff is 4.47:1; text needs at least 4.5:1",
        ),
      }),
    );
  });

  it("refuses an accent below 3:1 for controls", () => {
    expect(themeContrastProblems({ accent: "#a5b4fc" })).toEqual([
      {
        key: "accent",
        message: `accent colour #a5b4fc on background colour #ffffff is ${formatRatio(contrastRatio("#a5b4fc", "#ffffff"))}; a control needs at least 3:1`,
      },
    ]);
  });

  it("checks both schemes of an automatic theme", () => {
    // Dark blue reads on white but not on the dark scheme's background.
    const problems = themeContrastProblems({ accent: "#1e3a8a", colorScheme: "auto" });
    expect(problems.map((p) => p.message)).toEqual([
      expect.stringMatching(
        /^accent colour #1e3a8a on background colour #16161a is .* \(dark scheme\); a control needs at least 3:1$/,
      ),
    ]);
  });

  it("refuses colours that are not #rrggbb and unknown fonts, radius over 24", () => {
    for (const theme of [
      { accent: "blue" },
      { font: "comic" },
      { radius: 30 },
      { colour: "#000000" },
    ]) {
      expect(parseFormDocument(doc(theme)).success).toBe(false);
    }
  });

  it("derives muted text and borders that still meet AA on a custom background", () => {
    const { light } = themePalettes({ background: "#fef3c7", text: "#3f2a00" });
    expect(light).not.toBeNull();
    if (!light) return;
    expect(contrastRatio(light.muted, light.background)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(light.border, light.background)).toBeGreaterThanOrEqual(3);
    expect(contrastRatio(light.error, light.background)).toBeGreaterThanOrEqual(4.5);
    const variables = themeCssVariables({ radius: 0, font: "serif" }, light);
    expect(variables).toMatchObject({
      "--fw-bg": "#fef3c7",
      "--fw-field-text": "#3f2a00",
      "--fw-field-radius": "0px",
    });
    expect(variables["--fw-font"]).toContain("serif");
  });
});
