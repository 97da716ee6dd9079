"use client";

import {
  ERROR_MESSAGE_PREFIX,
  ERROR_SUMMARY_TITLE,
  englishCatalogue as en,
  formatCreateLabel,
  SELECT_PLACEHOLDER,
  type SupportedLanguage,
} from "@formwright/core";
import { createContext, type ReactNode, useContext } from "react";

/**
 * The texts the widgets themselves show (not the author's labels): what a
 * page in another language replaces through {@link FieldMessagesProvider}.
 * A widget's own prop (`placeholder`, `formatCreateLabel`, `title`) still wins.
 */
export interface FieldMessages {
  /**
   * The shipped language the file, signature, date and time widgets load
   * their texts in (see `useWidgetTexts`); `"en"` by default.
   */
  language?: SupportedLanguage;
  /** A select's placeholder while nothing is chosen (`Select...`). */
  selectPlaceholder: string;
  /** A creatable select's create action for the typed input (`Create "{input}"`). */
  createLabel: (input: string) => string;
  /** The error summary's title (`There is a problem`). */
  errorSummaryTitle: string;
  /** Read by screen readers before a field's error (`Error:`). */
  errorPrefix: string;
  /** A ranking's buttons (`Move {label} up`, `Move {label} down`). */
  moveUp: (label: string) => string;
  moveDown: (label: string) => string;
  /** A ranking's announcements (`Order kept`, `{label} moved to position {position} of {count}`). */
  orderKept: string;
  moved: (label: string, position: number, count: number) => string;
  /** A multi select's button that removes a chosen value (`Remove {label}`). */
  removeValue: (label: string) => string;
}

/** The English texts (SPEC.md), used when no provider is above the widgets. */
export const englishFieldMessages: FieldMessages = {
  language: "en",
  selectPlaceholder: SELECT_PLACEHOLDER,
  createLabel: (input) => formatCreateLabel(input),
  errorSummaryTitle: ERROR_SUMMARY_TITLE,
  errorPrefix: ERROR_MESSAGE_PREFIX,
  moveUp: (label) => en.moveUp({ label }),
  moveDown: (label) => en.moveDown({ label }),
  orderKept: en.orderKept,
  moved: (label, position, count) => en.moved({ label, position, count }),
  removeValue: (label) => en.removeValue({ label }),
};

const FieldMessagesContext = createContext<FieldMessages>(englishFieldMessages);

/**
 * Gives the widgets below their texts in another language.
 *
 * @example
 * <FieldMessagesProvider messages={{ ...englishFieldMessages, selectPlaceholder: "Auswählen..." }}>
 *   <Select name="topic" label="Thema" options={options} />
 * </FieldMessagesProvider>
 */
export function FieldMessagesProvider({
  messages,
  children,
}: {
  messages: FieldMessages;
  children: ReactNode;
}) {
  return <FieldMessagesContext value={messages}>{children}</FieldMessagesContext>;
}

/** The widgets' texts: from the nearest {@link FieldMessagesProvider}, else English. */
export function useFieldMessages(): FieldMessages {
  return useContext(FieldMessagesContext);
}
