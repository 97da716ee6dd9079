import qrcode from "qrcode-generator";

/** A QR code as rows of dark (true) and light modules. */
export type QrMatrix = boolean[][];

/** Light modules around the code, as the QR standard asks (4). */
const QUIET_ZONE = 4;

/**
 * The QR code of a text (error correction M, the smallest version that fits).
 *
 * @example
 * qrMatrix("https://forms.example/f/contact").length; // 29
 */
export function qrMatrix(text: string): QrMatrix {
  const qr = qrcode(0, "M");
  qr.addData(text, "Byte");
  qr.make();
  const size = qr.getModuleCount();
  return Array.from({ length: size }, (_, row) =>
    Array.from({ length: size }, (_, col) => qr.isDark(row, col)),
  );
}

/** The dark modules as one SVG path (`M x y h1 v1 h-1 z` per module), in module units. */
function darkPath(matrix: QrMatrix): string {
  let d = "";
  matrix.forEach((row, y) => {
    row.forEach((dark, x) => {
      if (dark) d += `M${x + QUIET_ZONE} ${y + QUIET_ZONE}h1v1h-1z`;
    });
  });
  return d;
}

/**
 * A standalone SVG file of the code (black on white, quiet zone included),
 * titled for screen readers.
 */
export function qrSvg(matrix: QrMatrix, title: string): string {
  const size = matrix.length + QUIET_ZONE * 2;
  const escaped = title.replace(/&/g, "&amp;").replace(/</g, "&lt;");
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${size} ${size}" width="${size * 8}" height="${size * 8}" shape-rendering="crispEdges" role="img">` +
    `<title>${escaped}</title><rect width="${size}" height="${size}" fill="#fff"/>` +
    `<path d="${darkPath(matrix)}" fill="#000"/></svg>`
  );
}

/** The path data of the dark modules, for drawing the code inline. */
export function qrPathData(matrix: QrMatrix): { size: number; d: string } {
  return { size: matrix.length + QUIET_ZONE * 2, d: darkPath(matrix) };
}

/** A PNG of the code, `scale` pixels per module. */
export function qrPng(matrix: QrMatrix, scale = 10): Promise<Blob> {
  const size = (matrix.length + QUIET_ZONE * 2) * scale;
  const canvas = document.createElement("canvas");
  canvas.width = size;
  canvas.height = size;
  const context = canvas.getContext("2d");
  if (!context) return Promise.reject(new Error("This browser cannot draw a PNG"));
  context.fillStyle = "#fff";
  context.fillRect(0, 0, size, size);
  context.fillStyle = "#000";
  matrix.forEach((row, y) => {
    row.forEach((dark, x) => {
      if (dark) context.fillRect((x + QUIET_ZONE) * scale, (y + QUIET_ZONE) * scale, scale, scale);
    });
  });
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error("No PNG made"))), "image/png"),
  );
}
