"use client";

import { useEffect, useState } from "react";

/**
 * A button that copies `text` to the clipboard and says so in a live region
 * next to it ("Copied", or how to copy by hand when the browser refuses).
 */
export function CopyButton({ text, label }: { text: string; label: string }) {
  const [status, setStatus] = useState("");
  useEffect(() => {
    if (!status) return;
    const timer = setTimeout(() => setStatus(""), 4000);
    return () => clearTimeout(timer);
  }, [status]);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setStatus("Copied");
    } catch {
      setStatus("Could not copy: select the text and press Ctrl+C (⌘C on a Mac)");
    }
  };
  return (
    <span className="fw-share__copy">
      <button type="button" className="fw-button fw-button--secondary" onClick={copy}>
        {label}
      </button>
      <span role="status" className="fw-share__status">
        {status}
      </span>
    </span>
  );
}
