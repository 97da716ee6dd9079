import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderInForm } from "../../test/render-in-form";
import { Ranking } from "../ranking/ranking";
import { Select } from "../select/select";
import { TextInput } from "../text-input/text-input";
import { englishFieldMessages, FieldMessagesProvider } from "./field-messages";

const german = {
  ...englishFieldMessages,
  selectPlaceholder: "Auswählen...",
  createLabel: (input: string) => `„${input}“ anlegen`,
  errorSummaryTitle: "Es gibt ein Problem",
  errorPrefix: "Fehler:",
  moveUp: (label: string) => `${label} nach oben verschieben`,
};

describe("FieldMessagesProvider", () => {
  it("gives the widgets their texts in another language", async () => {
    const { submit } = renderInForm(
      <FieldMessagesProvider messages={german}>
        <Select name="fruit" label="Obst" options={[{ label: "Apfel", value: "apfel" }]} />
        <TextInput name="city" label="Stadt" rules={{ validate: () => "Stadt fehlt" }} />
      </FieldMessagesProvider>,
      { withSummary: false },
    );
    expect(screen.getByText("Auswählen...")).toBeInTheDocument();
    await submit();
    expect(await screen.findByText("Fehler:")).toBeInTheDocument();
  });

  it("names a ranking's buttons in another language", () => {
    renderInForm(
      <FieldMessagesProvider messages={german}>
        <Ranking
          name="fruit"
          label="Obst"
          options={[
            { label: "Apfel", value: "a" },
            { label: "Birne", value: "b" },
          ]}
        />
      </FieldMessagesProvider>,
    );
    expect(screen.getByRole("button", { name: "Apfel nach oben verschieben" })).toBeInTheDocument();
  });

  it("leaves a widget's own placeholder in place", () => {
    renderInForm(
      <FieldMessagesProvider messages={german}>
        <Select name="fruit" label="Obst" options={[]} placeholder="Ihr Obst" />
      </FieldMessagesProvider>,
    );
    expect(screen.getByText("Ihr Obst")).toBeInTheDocument();
  });

  it("reads English without a provider", () => {
    renderInForm(<Select name="fruit" label="Fruit" options={[]} />);
    expect(screen.getByText(englishFieldMessages.selectPlaceholder)).toBeInTheDocument();
    expect(englishFieldMessages.createLabel("Pizza")).toBe('Create "Pizza"');
  });
});
