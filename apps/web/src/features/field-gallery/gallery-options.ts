import type { FieldOption } from "@formwright/fields";

const COUNTRY_NAMES: Record<string, string> = {
  ar: "Argentina",
  au: "Australia",
  at: "Austria",
  be: "Belgium",
  br: "Brazil",
  ca: "Canada",
  cl: "Chile",
  cn: "China",
  hr: "Croatia",
  cz: "Czechia",
  dk: "Denmark",
  eg: "Egypt",
  ee: "Estonia",
  fi: "Finland",
  fr: "France",
  de: "Germany",
  gr: "Greece",
  hu: "Hungary",
  is: "Iceland",
  in: "India",
  ie: "Ireland",
  it: "Italy",
  jp: "Japan",
  ke: "Kenya",
  lv: "Latvia",
  lt: "Lithuania",
  mx: "Mexico",
  nl: "Netherlands",
  nz: "New Zealand",
  no: "Norway",
  pl: "Poland",
  pt: "Portugal",
  ro: "Romania",
  sn: "Senegal",
  es: "Spain",
  se: "Sweden",
  ch: "Switzerland",
  gb: "United Kingdom",
  us: "United States",
  vn: "Vietnam",
};

/** Forty countries, alphabetical: enough for PageUp / PageDown and a scrolling menu. */
export const countryOptions: FieldOption[] = Object.entries(COUNTRY_NAMES).map(
  ([value, label]) => ({
    label,
    value,
  }),
);

/** UTC offsets from −12 to +14 and a few half hours: a long list for the bottom of the page. */
export const timeZoneOptions: FieldOption[] = [
  ...Array.from({ length: 27 }, (_, index) => index - 12),
  3.5,
  4.5,
  5.5,
  5.75,
  9.5,
].map((offset) => {
  const sign = offset < 0 ? "−" : "+";
  const hours = Math.trunc(Math.abs(offset));
  const minutes = Math.round((Math.abs(offset) - hours) * 60);
  const label = `UTC${sign}${String(hours).padStart(2, "0")}:${String(minutes).padStart(2, "0")}`;
  return { label, value: label.replace("−", "-") };
});

export const topicOptions: FieldOption[] = [
  { label: "Architecture", value: "architecture" },
  { label: "Food and drink", value: "food" },
  { label: "Hiking", value: "hiking" },
  { label: "Museums", value: "museums" },
  { label: "Music", value: "music" },
];

export const languageOptions: FieldOption[] = [
  { label: "English", value: "en" },
  { label: "French", value: "fr" },
  { label: "German", value: "de" },
  { label: "Italian", value: "it" },
  { label: "Spanish", value: "es" },
];

export const teamOptions: FieldOption[] = [
  { label: "Sales", value: "sales" },
  { label: "Support", value: "support" },
];

export const arrivalOptions: FieldOption[] = [
  "08:00",
  "10:00",
  "12:00",
  "14:00",
  "16:00",
  "18:00",
].map((time) => ({ label: time, value: time }));

export const contactOptions: FieldOption[] = [
  { label: "Email", value: "email" },
  { label: "Phone", value: "phone" },
  { label: "Post", value: "post" },
];

export const roomOptions: FieldOption[] = [
  { label: "Single room", value: "single" },
  { label: "Double room", value: "double" },
  { label: "Suite", value: "suite" },
];

export const facilityOptions: FieldOption[] = [
  { label: "Wi-Fi", value: "wifi" },
  { label: "Parking", value: "parking" },
  { label: "Breakfast", value: "breakfast" },
  { label: "Gym", value: "gym" },
];

export const dietOptions: FieldOption[] = [
  { label: "Vegetarian", value: "vegetarian" },
  { label: "Vegan", value: "vegan" },
  { label: "Gluten free", value: "gluten-free" },
  { label: "Halal", value: "halal" },
];
