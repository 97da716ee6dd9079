"use client";

import { useEffect, useState } from "react";
import type { QrMatrix } from "../../admin-ui/qr-code";

// The QR library is loaded only when the Share panel opens, never on public pages.
const loadQr = () => import("../../admin-ui/qr-code");

function download(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** The QR code of a link, with Download SVG and Download PNG. */
export function QrCodeView({ link, fileName }: { link: string; fileName: string }) {
  const [qr, setQr] = useState<{
    matrix: QrMatrix;
    module: Awaited<ReturnType<typeof loadQr>>;
  } | null>(null);
  const [error, setError] = useState("");
  useEffect(() => {
    let isCurrent = true;
    loadQr().then(
      (module) => isCurrent && setQr({ matrix: module.qrMatrix(link), module }),
      () => isCurrent && setError("The QR code could not be made"),
    );
    return () => {
      isCurrent = false;
    };
  }, [link]);
  if (error) return <p className="fw-field__error">{error}</p>;
  if (!qr) return <p>Making the QR code…</p>;
  const { size, d } = qr.module.qrPathData(qr.matrix);
  const label = `QR code of ${link}`;
  return (
    <div className="fw-share__qr">
      <svg
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
      <div className="fw-share__actions">
        <button
          type="button"
          className="fw-button fw-button--secondary"
          onClick={() =>
            download(
              new Blob([qr.module.qrSvg(qr.matrix, label)], { type: "image/svg+xml" }),
              `${fileName}.svg`,
            )
          }
        >
          Download SVG
        </button>
        <button
          type="button"
          className="fw-button fw-button--secondary"
          onClick={() =>
            void qr.module.qrPng(qr.matrix).then(
              (blob) => download(blob, `${fileName}.png`),
              () => setError("This browser could not make the PNG"),
            )
          }
        >
          Download PNG
        </button>
      </div>
    </div>
  );
}
