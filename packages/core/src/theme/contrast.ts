/** A colour as `#rrggbb`. */
export type HexColor = `#${string}`;

function channel(value: number): number {
  const c = value / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

/** WCAG 2 relative luminance of `#rrggbb`. */
export function relativeLuminance(hex: string): number {
  const n = Number.parseInt(hex.slice(1), 16);
  return (
    0.2126 * channel((n >> 16) & 255) + 0.7152 * channel((n >> 8) & 255) + 0.0722 * channel(n & 255)
  );
}

/**
 * WCAG 2 contrast ratio of two `#rrggbb` colours, 1 to 21.
 *
 * @example
 * contrastRatio("#000000", "#ffffff"); // 21
 */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [
    number,
    number,
  ];
  return (hi + 0.05) / (lo + 0.05);
}

/** A ratio as people read it, rounded down so 4.499 never shows as 4.5: `4.49:1`. */
export function formatRatio(ratio: number): string {
  return `${(Math.floor(ratio * 100) / 100).toFixed(2)}:1`;
}

/**
 * `a` mixed into `b`: `weight` 1 is `a`, 0 is `b`.
 *
 * @example
 * mixColors("#000000", "#ffffff", 0.5); // "#808080"
 */
export function mixColors(a: string, b: string, weight: number): HexColor {
  const x = Number.parseInt(a.slice(1), 16);
  const y = Number.parseInt(b.slice(1), 16);
  const mix = (shift: number) =>
    Math.round(((x >> shift) & 255) * weight + ((y >> shift) & 255) * (1 - weight));
  const value = (mix(16) << 16) | (mix(8) << 8) | mix(0);
  return `#${value.toString(16).padStart(6, "0")}`;
}
