"use client";

import { DEFAULT_LANGUAGE, knownLanguage, languageName as nameOf } from "@formwright/core";
import { useEffect, useId, useMemo, useRef, useState } from "react";
import { FormProvider, useForm } from "react-hook-form";
import { TableScroll } from "../../admin-ui/table-scroll";
import { isRecord } from "../block-types/draft-values";
import type { DraftBlock, DraftSettings } from "../draft-types";
import { LanguagePicker } from "./language-picker";
import {
  missingTranslations,
  translatableTexts,
  translationAt,
  withTranslationAt,
} from "./translation-texts";

/** A language's name in English ("German"), else its tag. */
function languageName(tag: string): string {
  return nameOf(tag) ?? tag;
}

/** "Add a language": picking one adds it at once, and the picker empties for the next. */
function AddLanguage({ disabled, onAdd }: { disabled: boolean; onAdd: (tag: string) => void }) {
  const form = useForm<{ adding: string | null }>({ defaultValues: { adding: null } });
  return (
    <FormProvider {...form}>
      <LanguagePicker
        name="adding"
        label="Add a language"
        description="Search by name (German), or type a tag (de-CH)"
        placeholder="Choose a language..."
        disabled={disabled}
        onPick={(tag) => {
          if (!tag) return;
          onAdd(tag);
          form.setValue("adding", null);
        }}
      />
    </FormProvider>
  );
}

/**
 * The form's translations: its languages with how many texts each still
 * misses, a language to add, and the chosen language's texts side by side
 * with the form's own. What is left empty shows in the form's language.
 * While the author works here (the focus is in the section), `onShow` is
 * told the chosen language, so the canvas shows the form in it; `null` once
 * they work elsewhere or the section goes.
 */
export function TranslationSettings({
  settings,
  blocks,
  disabled = false,
  onChange,
  onShow,
}: {
  settings: DraftSettings;
  blocks: readonly DraftBlock[];
  disabled?: boolean;
  onChange: (settings: DraftSettings) => void;
  /** The translation being worked on (the canvas follows it), or null. */
  onShow?: (language: string | null) => void;
}) {
  const headingId = useId();
  const texts = useMemo(() => translatableTexts(settings, blocks), [settings, blocks]);
  const translations = isRecord(settings.translations) ? settings.translations : {};
  const languages = Object.keys(translations);
  const own = typeof settings.language === "string" ? settings.language : DEFAULT_LANGUAGE;
  const [shown, setShown] = useState<string | null>(languages[0] ?? null);
  const [problem, setProblem] = useState("");
  const current = shown && shown in translations ? shown : (languages[0] ?? null);
  const section = useRef<HTMLElement>(null);
  const [isWorkedOn, setWorkedOn] = useState(false);
  const onShowRef = useRef(onShow);
  onShowRef.current = onShow;
  const showing = isWorkedOn ? current : null;
  useEffect(() => onShowRef.current?.(showing), [showing]);
  useEffect(() => () => onShowRef.current?.(null), []);
  // The focus moving to something outside ends the work here (a click on bare page does not).
  useEffect(() => {
    if (!isWorkedOn) return;
    const onFocusIn = (event: FocusEvent) => {
      if (!section.current?.contains(event.target as Node)) setWorkedOn(false);
    };
    window.document.addEventListener("focusin", onFocusIn);
    return () => window.document.removeEventListener("focusin", onFocusIn);
  }, [isWorkedOn]);

  const save = (next: Record<string, unknown>) => {
    const rest = { ...settings };
    if (Object.keys(next).length === 0) delete rest.translations;
    else rest.translations = next;
    onChange(rest);
  };
  const add = (picked: string) => {
    const tag = knownLanguage(picked);
    if (!tag)
      return setProblem(`"${picked}" is not a language tag; use one such as de, fr-CA or ar`);
    if (tag.toLowerCase() === own.toLowerCase())
      return setProblem(`${languageName(tag)} is the form's own language`);
    if (languages.some((l) => l.toLowerCase() === tag.toLowerCase()))
      return setProblem(`${languageName(tag)} is already there`);
    setProblem("");
    save({ ...translations, [tag]: {} });
    setShown(tag);
  };
  const remove = (tag: string) => {
    const { [tag]: _gone, ...rest } = translations;
    save(rest);
  };

  return (
    <section
      ref={section}
      className="fw-editor-group fw-translations"
      aria-labelledby={headingId}
      onFocus={() => setWorkedOn(true)}
    >
      <h3 id={headingId}>Translations</h3>
      <p className="fw-muted">
        The form is in {languageName(own)} ({own}). Respondents get their browser's language when
        the form has it, or choose one above the title.
      </p>
      {languages.length > 0 && (
        <ul className="fw-translations__languages">
          {languages.map((tag) => {
            const missing = missingTranslations(texts, translations[tag]);
            return (
              <li key={tag}>
                <button
                  type="button"
                  className="fw-button fw-button--secondary fw-button--small"
                  aria-pressed={tag === current}
                  onClick={() => setShown(tag)}
                >
                  {languageName(tag)} ({tag})
                </button>{" "}
                <span data-testid={`missing-${tag}`}>
                  {missing === 0
                    ? "complete"
                    : `${missing} of ${texts.length} ${texts.length === 1 ? "text" : "texts"} missing`}
                </span>{" "}
                <button
                  type="button"
                  className="fw-button fw-button--secondary fw-button--small"
                  disabled={disabled}
                  onClick={() => remove(tag)}
                >
                  Remove {languageName(tag)}
                </button>
              </li>
            );
          })}
        </ul>
      )}
      <div className="fw-translations__add">
        <AddLanguage disabled={disabled} onAdd={add} />
        {problem && (
          <p className="fw-field__error" role="alert">
            {problem}
          </p>
        )}
      </div>
      {current && (
        <TableScroll label={`Translations into ${languageName(current)}`}>
          <table className="fw-translations__table">
            <caption>
              {languageName(current)} ({current}) beside {languageName(own)}
            </caption>
            <thead>
              <tr>
                <th scope="col">Text</th>
                <th scope="col">{languageName(own)}</th>
                <th scope="col">{languageName(current)}</th>
              </tr>
            </thead>
            <tbody>
              {texts.map((text) => {
                const value = translationAt(translations[current], text.path);
                return (
                  <tr key={text.path.join("\u0000")} data-missing={value === "" ? "" : undefined}>
                    <th scope="row">{text.caption}</th>
                    <td lang={own}>{text.source}</td>
                    <td>
                      <input
                        className="fw-input"
                        lang={current}
                        aria-label={`${text.caption} in ${languageName(current)}`}
                        placeholder="Missing"
                        value={value}
                        disabled={disabled}
                        onChange={(e) =>
                          save({
                            ...translations,
                            [current]: withTranslationAt(
                              translations[current],
                              text.path,
                              e.target.value,
                            ),
                          })
                        }
                      />
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </TableScroll>
      )}
    </section>
  );
}
