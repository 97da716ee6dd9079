"use client";

import {
  type Catalogue,
  englishCatalogue,
  loadCatalogue,
  type SupportedLanguage,
  setActiveCatalogue,
} from "@formwright/core";
import { type FieldMessages, FieldMessagesProvider } from "@formwright/fields";
import { createContext, type ReactNode, use, useContext, useMemo } from "react";

const CatalogueContext = createContext<Catalogue>(englishCatalogue);

/**
 * The product texts of the public form (buttons, notices, step progress) in
 * the page's language; English outside a {@link LocalizedForm}.
 */
export function useCatalogue(): Catalogue {
  return useContext(CatalogueContext);
}

function toFieldMessages(catalogue: Catalogue, language: SupportedLanguage): FieldMessages {
  return {
    language,
    selectPlaceholder: catalogue.selectPlaceholder,
    createLabel: (input) => catalogue.createLabel({ input }),
    errorSummaryTitle: catalogue.errorSummaryTitle,
    errorPrefix: catalogue.errorPrefix,
    moveUp: (label) => catalogue.moveUp({ label }),
    moveDown: (label) => catalogue.moveDown({ label }),
    orderKept: catalogue.orderKept,
    moved: (label, position, count) => catalogue.moved({ label, position, count }),
    removeValue: (label) => catalogue.removeValue({ label }),
  };
}

/**
 * Puts the form below it in `language`: its product texts, the widgets' own
 * texts and the browser's validation messages. English is part of the page;
 * another language's catalogue is a chunk of its own, fetched only for it
 * (the server renders the page with it; hydration waits for the chunk).
 */
export function LocalizedForm({
  language,
  isValidating = true,
  children,
}: {
  language: SupportedLanguage;
  /**
   * The validators read their messages in this language too (the default).
   * The editor's canvas, which validates nothing, leaves the editor's own.
   */
  isValidating?: boolean;
  children: ReactNode;
}) {
  const catalogue = language === "en" ? englishCatalogue : use(loadCatalogue(language));
  // A page shows one form in one language: the validators built below read their
  // messages from it. (Not on the server, which renders many languages at once.)
  if (isValidating && typeof window !== "undefined") setActiveCatalogue(catalogue);
  const fieldMessages = useMemo(() => toFieldMessages(catalogue, language), [catalogue, language]);
  return (
    <CatalogueContext value={catalogue}>
      <FieldMessagesProvider messages={fieldMessages}>{children}</FieldMessagesProvider>
    </CatalogueContext>
  );
}
