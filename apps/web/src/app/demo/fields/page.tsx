import type { Metadata } from "next";
import { DateTimeGallery } from "@/features/field-gallery/date-time-gallery";
import { FieldGallery } from "@/features/field-gallery/field-gallery";
import { UploadsGallery } from "@/features/field-gallery/gallery-uploads-section";
import { GridRankingGallery } from "@/features/field-gallery/grid-ranking-gallery";
import { HiddenPhoneGallery } from "@/features/field-gallery/hidden-phone-gallery";

export const metadata: Metadata = { title: "Field gallery" };

export default function FieldGalleryPage() {
  return (
    <main>
      <h1>Field gallery</h1>
      <p>
        Every widget of <code>@formwright/fields</code> with every setting. Submit it empty to see
        the error messages and the error summary; fill it in to see the values each widget stores.
      </p>
      <FieldGallery />
      <GridRankingGallery />
      <UploadsGallery />
      <DateTimeGallery />
      <HiddenPhoneGallery />
    </main>
  );
}
