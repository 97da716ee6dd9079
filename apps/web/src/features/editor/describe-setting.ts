import type { RuleName } from "@formwright/core";
import { RULE_SETTINGS } from "./block-types/rule-settings";

const CAPTIONS: Readonly<Record<string, string>> = {
  label: "Label",
  name: "Name",
  description: "Description",
  placeholder: "Placeholder",
  inputType: "Kind of text",
  required: "Required",
  hiddenLabel: "Visually hidden",
  width: "Width",
  defaultValue: "Default value",
  multi: "Multiple choice",
  searchable: "Searchable",
  creatable: "Respondents may add their own option",
  createPosition: "Place added options",
  "options.root": "Options",
  text: "Text",
  level: "Level",
  title: "Title",
  slug: "Slug",
  submitLabel: "Submit button caption",
  confirmationMessage: "Confirmation message",
  confirmationRedirect: "Redirect address",
  language: "Language",
  themeScheme: "Colour scheme",
  themeAccent: "Accent colour",
  themeBackground: "Background colour",
  themeText: "Text colour",
  themeRadius: "Corner radius (px)",
  themeFont: "Font",
  "themeLogo.src": "Logo address",
  "themeLogo.alt": "Logo alt text",
  opensDate: "Opens on",
  opensTime: "Opens at",
  closesDate: "Closes on",
  closesTime: "Closes at",
  timeZone: "Time zone of these times",
  maxSubmissions: "Maximum submissions",
  closedMessage: "Closed message",
  isEditable: "Let respondents edit their answers after sending",
  editingDays: "For how many days",
  src: "Image address",
  alt: "Alt text",
  decorative: "Decorative image (no description)",
  caption: "Caption",
};

/**
 * The caption of the input a setting name belongs to, for the problem list.
 *
 * @example
 * describeSetting("options.1.value"); // "Option 2 value"
 * describeSetting("rules.maxLength"); // "Maximum length"
 */
export function describeSetting(setting: string): string {
  const known = CAPTIONS[setting];
  if (known) return known;
  const option = /^options\.(\d+)\.(label|value)$/.exec(setting);
  if (option) return `Option ${Number(option[1]) + 1} ${option[2]}`;
  const image = /^(?:slides\.(\d+)|(before|after))\.(src|alt|decorative|caption)$/.exec(setting);
  if (image?.[3]) {
    const context = image[2]
      ? `${image[2][0]?.toUpperCase()}${image[2].slice(1)}`
      : `Slide ${Number(image[1]) + 1}`;
    return `${context} ${(CAPTIONS[image[3]] ?? image[3]).toLowerCase()}`;
  }
  const rule = /^rules\.(\w+)$/.exec(setting);
  if (rule?.[1] && rule[1] in RULE_SETTINGS) return RULE_SETTINGS[rule[1] as RuleName].label;
  return setting;
}
