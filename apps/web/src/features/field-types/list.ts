"use client";

// The web list of field types for the public form: what it loads per type.
//
// How to add a type `foo` (folder `foo`, kebab-case): write its widget in
// `foo/widget.tsx` (it takes `{ block: FooBlock; common: CommonWidgetProps }`),
// then add one entry below, lazy (a chunk of its own, as rating's) unless
// nearly every form uses the type:
//   foo: { Widget: dynamic(() => import("./foo/widget").then((m) => m.FooWidget)) },
// Keep `dynamic(() => import("…"))` written out per entry: Next.js reads that
// call to preload the chunk the server rendered. A type missing here does not
// typecheck. What only the admin loads (editor settings, results views) goes
// to `admin-list.ts` instead.

import type { FieldBlock, FieldType } from "@formwright/core";
import dynamic from "next/dynamic";
import { CheckboxWidget } from "./checkbox/widget";
import { CheckboxGroupWidget } from "./checkbox-group/widget";
import type { FieldTypeWidget } from "./field-widget";
import { NumberWidget } from "./number/widget";
import { RadioWidget } from "./radio/widget";
import { nativeSelectId } from "./select/native-select-fallback";
import { SelectWidget } from "./select/widget";
import { TextWidget } from "./text/widget";
import { TextareaWidget } from "./textarea/widget";

/**
 * The public form's widget of each field type. The types nearly every form
 * uses are in every form's code from the start (a select's react-select is
 * still a chunk of its own, see select/widget.tsx); each other type's widget
 * is a chunk of its own (next/dynamic) that only forms using the type
 * download, so a text-only form loads none of them. A field type missing
 * here does not typecheck.
 *
 * @example
 * const { Widget } = FIELD_TYPE_WIDGETS[block.type];
 */
export const FIELD_TYPE_WIDGETS: {
  readonly [K in FieldType]: FieldTypeWidget<Extract<FieldBlock, { type: K }>>;
} = {
  // Eager: in every form's code.
  text: { Widget: TextWidget },
  textarea: { Widget: TextareaWidget },
  number: { Widget: NumberWidget },
  select: { Widget: SelectWidget, noScriptTargetId: nativeSelectId },
  radio: { Widget: RadioWidget },
  checkboxGroup: { Widget: CheckboxGroupWidget },
  checkbox: { Widget: CheckboxWidget },
  // Lazy: a chunk per type, loaded only by forms that use it.
  rating: { Widget: dynamic(() => import("./rating/widget").then((m) => m.RatingWidget)) },
  scale: { Widget: dynamic(() => import("./scale/widget").then((m) => m.ScaleWidget)) },
  matrix: { Widget: dynamic(() => import("./matrix/widget").then((m) => m.MatrixWidget)) },
  ranking: { Widget: dynamic(() => import("./ranking/widget").then((m) => m.RankingWidget)) },
  file: { Widget: dynamic(() => import("./file/widget").then((m) => m.FileWidget)) },
  signature: { Widget: dynamic(() => import("./signature/widget").then((m) => m.SignatureWidget)) },
  date: { Widget: dynamic(() => import("./date/widget").then((m) => m.DateWidget)) },
  time: { Widget: dynamic(() => import("./time/widget").then((m) => m.TimeWidget)) },
  hidden: { Widget: dynamic(() => import("./hidden/widget").then((m) => m.HiddenWidget)) },
  address: { Widget: dynamic(() => import("./address/widget").then((m) => m.AddressWidget)) },
  group: { Widget: dynamic(() => import("./group/widget").then((m) => m.GroupWidget)) },
};
