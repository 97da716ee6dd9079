"use client";

import { useState } from "react";
import type { EmbedOriginsApi } from "./embed-origins-editor";
import { SharePanel } from "./share-panel";

/**
 * The editor's "Share and embed" disclosure. Its panel (with the QR library
 * and the origins request) is made only once it is opened.
 */
export function ShareSection(props: {
  formId: string;
  slug: string;
  title: string;
  isPublished: boolean;
  canEdit: boolean;
  originsApi?: EmbedOriginsApi;
  canMakeLinks?: boolean;
}) {
  const [isOpen, setIsOpen] = useState(false);
  return (
    <details className="fw-share-section" onToggle={(event) => setIsOpen(event.currentTarget.open)}>
      <summary>
        {/* A heading in the summary keeps the panel's h3s in order under the page's h1. */}
        <h2 className="fw-share-section__title">Share and embed</h2>
      </summary>
      {isOpen && <SharePanel {...props} origin={window.location.origin} />}
    </details>
  );
}
