"use client";

import { isFieldBlock, parseFormDocument, prefillFromQueryString } from "@formwright/core";
import { useMemo } from "react";
import { type FieldValues, useForm } from "react-hook-form";
import { useFieldTypes } from "../../lib/use-field-types";
import { FieldBlockView } from "../field-types/field-block-view";
import { initialValues } from "../public-form/default-values";
import { createDocumentResolver } from "../public-form/document-resolver";
import { GalleryForm } from "./gallery-form";

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
  return (
    <GalleryForm
      form={form}
      // The query string is read after hydration, as the server rendered the defaults.
      onHydrated={() => {
        const prefill = prefillFromQueryString({ document, search: window.location.search });
        for (const [name, value] of Object.entries(prefill)) form.setValue(name, value);
      }}
      label="Hidden and phone form"
      heading="Hidden and phone fields"
      submitLabel="Submit hidden and phone"
      resultHeading="Submitted hidden and phone values"
      ids={{
        heading: "hidden-phone-heading",
        resultHeading: "hidden-phone-result-heading",
        result: "hidden-phone-result",
      }}
      intro={
        <p>
          A hidden field <code>utm_source</code> (try <code>?utm_source=newsletter</code>) and a
          phone number stored in E.164.
        </p>
      }
    >
      {document.blocks.map((block) =>
        isFieldBlock(block) ? <FieldBlockView key={block.name} block={block} /> : null,
      )}
    </GalleryForm>
  );
}
