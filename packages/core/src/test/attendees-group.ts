/**
 * The repeating group the group tests share (issue 32 §4): one to three
 * attendees, each with a required name, a required email and a meal.
 */
export const attendeesGroup = {
  type: "group",
  name: "attendees",
  label: "Attendees",
  itemLabel: "Attendee",
  repeat: { min: 1, max: 3 },
  blocks: [
    { type: "text", name: "name", label: "Name", required: true },
    { type: "text", name: "email", label: "Email", required: true, rules: { email: true } },
    {
      type: "radio",
      name: "meal",
      label: "Meal",
      options: [
        { label: "Vegetarian", value: "veg" },
        { label: "Fish", value: "fish" },
      ],
    },
  ],
} as const;
