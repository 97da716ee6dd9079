"use client";

import {
  Checkbox,
  CheckboxGroup,
  FieldGrid,
  NumberInput,
  RadioGroup,
  Select,
  Textarea,
  TextInput,
} from "@formwright/fields";
import type { ReactNode } from "react";
import {
  arrivalOptions,
  contactOptions,
  countryOptions,
  dietOptions,
  facilityOptions,
  languageOptions,
  roomOptions,
  teamOptions,
  timeZoneOptions,
  topicOptions,
} from "./gallery-options";

/** Reports a widget's onChange call: which field, and the value it stored. */
export type ChangeReporter = (name: string) => (value: unknown) => void;

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="gallery-section" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <FieldGrid>{children}</FieldGrid>
    </section>
  );
}

/** Text fields: rules with default and own messages, placeholders, a hidden label, a disabled field. */
export function AboutSection({ report }: { report: ChangeReporter }) {
  return (
    <Section id="about" title="About you">
      <TextInput
        name="fullName"
        label="Full name"
        description="As it appears on your passport"
        autoComplete="name"
        required
        rules={{
          minLength: 3,
          maxLength: { value: 80, message: "Full name must be 80 characters or fewer" },
        }}
        width={{ sm: 6, lg: 4 }}
        onChange={report("fullName")}
      />
      <TextInput
        name="email"
        label="Email"
        type="email"
        placeholder="name@example.com"
        autoComplete="email"
        required
        width={{ sm: 6, lg: 4 }}
      />
      <TextInput
        name="phone"
        label="Phone number"
        type="tel"
        autoComplete="tel"
        description="For example 01632 960 001"
        rules={{
          pattern: {
            value: /^\+?[0-9 ]{7,20}$/,
            message: "Enter a phone number, like 01632 960 001",
          },
        }}
        width={{ sm: 6, lg: 4 }}
      />
      <TextInput
        name="website"
        label="Website"
        type="url"
        placeholder="https://"
        width={{ sm: 6, lg: 4 }}
      />
      <TextInput
        name="reference"
        label="Booking reference"
        hiddenLabel
        placeholder="Booking reference, like AB-1234"
        rules={{ pattern: "[A-Z]{2}-[0-9]{4}" }}
        width={{ sm: 6, lg: 4 }}
      />
      <TextInput
        name="accountId"
        label="Account ID"
        description="Set by us; you cannot change it"
        defaultValue="FW-0001"
        disabled
        width={{ sm: 6, lg: 4 }}
      />
    </Section>
  );
}

/** Nested names (`address.*`) and responsive widths across breakpoints xs and sm. */
export function AddressSection() {
  return (
    <Section id="address" title="Address">
      <TextInput
        name="address.street"
        label="Street"
        autoComplete="address-line1"
        width={{ sm: 4 }}
      />
      <TextInput
        name="address.city"
        label="Town or city"
        autoComplete="address-level2"
        required
        width={{ xs: 6, sm: 4 }}
      />
      <TextInput
        name="address.postcode"
        label="Postcode"
        autoComplete="postal-code"
        defaultValue="75001"
        width={{ xs: 6, sm: 4 }}
      />
    </Section>
  );
}

/** Selects of every kind, numbers and radios. */
export function VisitSection({ report }: { report: ChangeReporter }) {
  return (
    <Section id="visit" title="Your visit">
      <Select
        name="country"
        label="Country"
        description="Type to search, or use the arrow and Page keys"
        options={countryOptions}
        required
        width={{ md: 6 }}
        onChange={report("country")}
      />
      <Select
        name="arrival"
        label="Arrival time"
        options={arrivalOptions}
        searchable={false}
        defaultValue="10:00"
        width={{ xs: 6, md: 3 }}
      />
      <NumberInput
        name="guests"
        label="Number of guests"
        required
        rules={{ min: 1, max: { value: 12, message: "Groups larger than 12 must call us" } }}
        width={{ xs: 6, md: 3 }}
        onChange={report("guests")}
      />
      <NumberInput
        name="budget"
        label="Budget per night (EUR)"
        description="Use a point for decimals, like 120.50"
        placeholder="0.00"
        defaultValue={120.5}
        rules={{ min: 0 }}
        width={{ sm: 6, md: 4 }}
      />
      <Select
        name="topics"
        label="Topics you are interested in"
        description="Choose several, or type to add your own"
        options={topicOptions}
        multi
        creatable
        required
        rules={{ maxItems: 4 }}
        width={{ sm: 6, md: 8 }}
        onChange={report("topics")}
      />
      <Select
        name="languages"
        label="Languages you speak"
        options={languageOptions}
        multi
        defaultValue={["en"]}
        width={{ sm: 6 }}
      />
      <Select
        name="team"
        label="Team to talk to"
        description="New teams appear first"
        placeholder="Pick or create a team"
        options={teamOptions}
        creatable
        createPosition="first"
        width={{ sm: 6 }}
      />
      <RadioGroup
        name="contact"
        label="How should we contact you?"
        options={contactOptions}
        required
        width={{ sm: 6 }}
        onChange={report("contact")}
      />
      <RadioGroup
        name="room"
        label="Room type"
        description="You can change it later"
        options={roomOptions}
        defaultValue="double"
        width={{ sm: 6 }}
      />
    </Section>
  );
}

/** Checkboxes, text areas, and a long select at the bottom of the page. */
export function PreferencesSection({ report }: { report: ChangeReporter }) {
  return (
    <Section id="preferences" title="Preferences">
      <CheckboxGroup
        name="facilities"
        label="Facilities you will use"
        description="Select all that apply"
        options={facilityOptions}
        required
        width={{ sm: 6 }}
        onChange={report("facilities")}
      />
      <CheckboxGroup
        name="diet"
        label="Dietary requirements"
        options={dietOptions}
        defaultValue={["vegetarian"]}
        rules={{ maxItems: { value: 2, message: "Choose at most 2 dietary requirements" } }}
        width={{ sm: 6 }}
      />
      <Textarea
        name="reason"
        label="Reason for your visit"
        placeholder="Tell us in a sentence or two"
        required
        rules={{
          minLength: { value: 10, message: "Reason for your visit needs at least 10 characters" },
          maxLength: 500,
        }}
      />
      <Textarea
        name="notes"
        label="Notes for the host"
        hiddenLabel
        placeholder="Notes for the host (optional)"
        rows={3}
      />
      <Checkbox name="newsletter" label="Send me the monthly newsletter" defaultValue />
      <Checkbox
        name="terms"
        label="I accept the terms and conditions"
        description="You can read them at any time on this site"
        required
        onChange={report("terms")}
      />
      <Select
        name="timeZone"
        label="Time zone"
        options={timeZoneOptions}
        defaultValue="UTC+01:00"
        width={{ md: 6 }}
      />
    </Section>
  );
}
