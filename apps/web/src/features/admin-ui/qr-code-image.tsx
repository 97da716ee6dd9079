"use client";

import { useEffect, useState } from "react";

// The QR library is loaded only when a code is shown.
const loadQr = () => import("./qr-code");

/** Props of {@link QrCodeImage}. */
export interface QrCodeImageProps {
  /** What the code carries. */
  text: string;
  /** What a screen reader hears for the image. */
  label: string;
}

/**
 * A QR code drawn inline as SVG (black on white, with its quiet zone), made
 * in the browser: nothing leaves the page to draw it.
 *
 * @example
 * <QrCodeImage text="otpauth://totp/…" label="QR code for your authenticator app" />
 */
export function QrCodeImage({ text, label }: QrCodeImageProps) {
  const [drawn, setDrawn] = useState<{ size: number; d: string } | null>(null);
  const [isFailed, setIsFailed] = useState(false);
  useEffect(() => {
    let isCurrent = true;
    loadQr().then(
      (qr) => isCurrent && setDrawn(qr.qrPathData(qr.qrMatrix(text))),
      () => isCurrent && setIsFailed(true),
    );
    return () => {
      isCurrent = false;
    };
  }, [text]);
  if (isFailed) return <p className="fw-field__error">The QR code could not be made</p>;
  if (!drawn) return <p>Making the QR code…</p>;
  const { size, d } = drawn;
  return (
    <svg
      className="fw-qr-code"
      viewBox={`0 0 ${size} ${size}`}
      width={size * 4}
      height={size * 4}
      role="img"
      aria-label={label}
      shapeRendering="crispEdges"
    >
      <rect width={size} height={size} fill="#fff" />
      <path d={d} fill="#000" />
    </svg>
  );
}
