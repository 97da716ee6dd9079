"use client";

import { parseFormDocument, prefillFromQueryString } from "@formwright/core";
import { ErrorSummary, FieldGrid } from "@formwright/fields";
import { useEffect, useMemo, useRef, useState } from "react";
import { type FieldValues, FormProvider, useForm } from "react-hook-form";
import { useFieldTypes } from "../../lib/use-field-types";
import { initialValues } from "../public-form/default-values";
import { createDocumentResolver } from "../public-form/document-resolver";
import { FieldBlockView } from "../public-form/field-widgets";

const parsed = parseFormDocument({
  slug: "gallery-hidden-phone",
  title: "Hidden and phone fields",
  blocks: [
    { type: "hidden", name: "utm_source", label: "Campaign", defaultValue: "direct" },
    {
      type: "text",
      // Not "phone": the main gallery has a field of that name (ids come from names).
      name: "mobile",
      label: "Mobile number",
      description: "A French number, or any number with + and its country code.",
      required: true,
      rules: { phone: { defaultCountry: "FR" } },
    },
  ],
});
if (!parsed.success) throw new Error("The hidden and phone gallery's document is invalid");
const document = parsed.document;

/**
 * A hidden field and a phone text field in a form of their own, as the
 * public form renders and validates them (core's validator): the hidden
 * `utm_source` takes its value from the page's query string
 * (`/demo/fields?utm_source=newsletter`) or its default `direct`; the phone
 * number is stored in E.164. The submitted values as JSON.
 *
 * @example
 * <HiddenPhoneGallery />
 */
export function HiddenPhoneGallery() {
  useFieldTypes(document);
  const resolver = useMemo(() => createDocumentResolver(document), []);
  const form = useForm<FieldValues>({
    resolver,
    defaultValues: initialValues(document, {}),
    shouldFocusError: false,
  });
  const [result, setResult] = useState<FieldValues | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const [isHydrated, setIsHydrated] = useState(false);
  useEffect(() => {
    // The query string is read after hydration, as the server rendered the defaults.
    const prefill = prefillFromQueryString({ document, search: window.location.search });
    for (const [name, value] of Object.entries(prefill)) form.setValue(name, value);
    setIsHydrated(true);
  }, [form]);
  useEffect(() => {
    if (result) heading.current?.focus();
  }, [result]);
  return (
    <FormProvider {...form}>
      <form
        className="gallery-form"
        noValidate
        aria-label="Hidden and phone form"
        data-hydrated={isHydrated ? "" : undefined}
        onSubmit={form.handleSubmit(setResult, () => setResult(null))}
      >
        <ErrorSummary />
        <section className="gallery-section" aria-labelledby="hidden-phone-heading">
          <h2 id="hidden-phone-heading">Hidden and phone fields</h2>
          <p>
            A hidden field <code>utm_source</code> (try <code>?utm_source=newsletter</code>) and a
            phone number stored in E.164.
          </p>
          <FieldGrid>
            {document.blocks.map((block) =>
              "name" in block ? <FieldBlockView key={block.name} block={block} /> : null,
            )}
          </FieldGrid>
        </section>
        <button type="submit" className="fw-button">
          Submit hidden and phone
        </button>
      </form>
      {result ? (
        <section className="gallery-result" aria-labelledby="hidden-phone-result-heading">
          <h2 id="hidden-phone-result-heading" ref={heading} tabIndex={-1}>
            Submitted hidden and phone values
          </h2>
          <pre data-testid="hidden-phone-result">{JSON.stringify(result, null, 2)}</pre>
        </section>
      ) : null}
    </FormProvider>
  );
}
