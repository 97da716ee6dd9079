"use client";

import { ErrorSummary, FieldGrid } from "@formwright/fields";
import { Matrix } from "@formwright/fields/matrix";
import { Ranking } from "@formwright/fields/ranking";
import { useEffect, useRef, useState } from "react";
import { type FieldValues, FormProvider, useForm } from "react-hook-form";

const tasteRows = [
  { label: "Texture", value: "texture" },
  { label: "Price", value: "price" },
  { label: "Service", value: "service" },
];
const tasteColumns = [
  { label: "Poor", value: "poor" },
  { label: "Fair", value: "fair" },
  { label: "Good", value: "good" },
  { label: "Excellent", value: "excellent" },
];
const dayRows = [
  { label: "Breakfast", value: "breakfast" },
  { label: "Dinner", value: "dinner" },
];
const dayColumns = [
  { label: "Mon", value: "mon" },
  { label: "Wed", value: "wed" },
  { label: "Fri", value: "fri" },
];
const fruit = [
  { label: "Apples", value: "apples" },
  { label: "Pears", value: "pears" },
  { label: "Plums", value: "plums" },
  { label: "Kiwis", value: "kiwis" },
];

/**
 * The matrix and ranking widgets in a form of their own (the main gallery's
 * values stay as they were): a required matrix, a matrix with several
 * answers per row, a required ranking; the submitted values as JSON.
 *
 * @example
 * <GridRankingGallery />
 */
export function GridRankingGallery() {
  const form = useForm<FieldValues>({ shouldFocusError: false });
  const [result, setResult] = useState<FieldValues | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const [isHydrated, setIsHydrated] = useState(false);
  useEffect(() => setIsHydrated(true), []);
  useEffect(() => {
    if (result) heading.current?.focus();
  }, [result]);
  return (
    <FormProvider {...form}>
      <form
        className="gallery-form"
        noValidate
        aria-label="Grid and ranking form"
        data-hydrated={isHydrated ? "" : undefined}
        onSubmit={form.handleSubmit(setResult, () => setResult(null))}
      >
        <ErrorSummary />
        <section className="gallery-section" aria-labelledby="grid-heading">
          <h2 id="grid-heading">Grids and rankings</h2>
          <FieldGrid>
            <Matrix
              name="taste"
              label="Rate your visit"
              description="One answer per row"
              rows={tasteRows}
              columns={tasteColumns}
              required
            />
            <Matrix
              name="meals"
              label="Which days do you eat here?"
              rows={dayRows}
              columns={dayColumns}
              multiple
            />
            <Ranking
              name="fruit"
              label="Rank these fruit"
              description="Drag, or use the arrow buttons; 1 is your favourite"
              options={fruit}
              required
            />
          </FieldGrid>
        </section>
        <button type="submit" className="fw-button">
          Submit grid and ranking
        </button>
      </form>
      {result ? (
        <section className="gallery-result" aria-labelledby="grid-result-heading">
          <h2 id="grid-result-heading" ref={heading} tabIndex={-1}>
            Submitted grid and ranking values
          </h2>
          <pre data-testid="grid-result">{JSON.stringify(result, null, 2)}</pre>
        </section>
      ) : null}
    </FormProvider>
  );
}
