import type { UseEmblaCarouselType } from "embla-carousel-react";

/** The embla carousel instance, as `useEmblaCarousel` hands it out once mounted. */
export type EmblaApi = NonNullable<UseEmblaCarouselType[1]>;
