"use client";

import { Matrix } from "@formwright/fields/matrix";
import { Ranking } from "@formwright/fields/ranking";
import { GalleryForm } from "./gallery-form";

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
  return (
    <GalleryForm
      label="Grid and ranking form"
      heading="Grids and rankings"
      submitLabel="Submit grid and ranking"
      resultHeading="Submitted grid and ranking values"
      ids={{ heading: "grid-heading", resultHeading: "grid-result-heading", result: "grid-result" }}
    >
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
    </GalleryForm>
  );
}
