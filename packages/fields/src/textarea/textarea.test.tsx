import { messages } from "@formwright/core";
import { screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { errorFor, renderInForm } from "../../test/render-in-form";
import { Textarea } from "./textarea";

describe("Textarea", () => {
  it("ties the label to the textarea", () => {
    renderInForm(<Textarea name="message" label="Message" />);
    expect(screen.getByRole("textbox", { name: "Message" }).tagName).toBe("TEXTAREA");
  });

  it("shows '{label} is required' when submitted empty", async () => {
    const { submit, container } = renderInForm(
      <Textarea name="message" label="Message" required />,
    );
    await submit();
    expect(errorFor(container, "message")).toHaveTextContent(messages.required("Message"));
  });

  it("stores the text with its line breaks", async () => {
    const { submit, user, submitted } = renderInForm(<Textarea name="message" label="Message" />);
    await user.type(screen.getByRole("textbox", { name: "Message" }), "Hello{Enter}there");
    await submit();
    expect(submitted()).toEqual({ message: "Hello\nthere" });
  });

  it("merges minLength { value, message } with required", async () => {
    const { submit, user, container } = renderInForm(
      <Textarea
        name="message"
        label="Message"
        required
        rules={{ minLength: { value: 10, message: "Tell us a bit more" } }}
      />,
    );
    await user.type(screen.getByRole("textbox", { name: "Message" }), "Hi");
    await submit();
    expect(errorFor(container, "message")).toHaveTextContent("Tell us a bit more");
  });

  it("starts from defaultValue and calls onChange with the text", async () => {
    const onChange = vi.fn();
    const { user } = renderInForm(
      <Textarea name="message" label="Message" defaultValue="Hi" onChange={onChange} />,
    );
    const box = screen.getByRole("textbox", { name: "Message" });
    expect(box).toHaveValue("Hi");
    await user.type(box, "!");
    expect(onChange).toHaveBeenLastCalledWith("Hi!");
  });

  it("keeps its accessible name when the label is hidden", () => {
    renderInForm(<Textarea name="notes" label="Notes" hiddenLabel placeholder="Notes" />);
    expect(screen.getByRole("textbox", { name: "Notes" })).toBeInTheDocument();
    expect(screen.getByText("Notes", { selector: "label" })).toHaveClass("fw-visually-hidden");
  });

  it("is described by its error and marked invalid", async () => {
    const { submit } = renderInForm(<Textarea name="message" label="Message" required />);
    await submit();
    const box = screen.getByRole("textbox", { name: "Message" });
    expect(box).toHaveAttribute("aria-invalid", "true");
    expect(box).toHaveAccessibleDescription("Error: Message is required");
  });
});
