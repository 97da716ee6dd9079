// @vitest-environment jsdom
import "@testing-library/jest-dom/vitest";
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ConfirmDialog } from "./confirm-dialog";

afterEach(cleanup);

function Harness({ onConfirm }: { onConfirm: () => Promise<void> }) {
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Remove thing
      </button>
      <ConfirmDialog
        isOpen={isOpen}
        message="Remove “Thing”?"
        confirmLabel="Remove"
        onConfirm={async () => {
          await onConfirm();
          setOpen(false);
        }}
        onCancel={() => setOpen(false)}
      />
    </>
  );
}

async function openDialog(onConfirm: () => Promise<void> = async () => {}) {
  const user = userEvent.setup();
  render(<Harness onConfirm={onConfirm} />);
  const opener = screen.getByRole("button", { name: "Remove thing" });
  await user.click(opener);
  return { user, opener, dialog: screen.getByRole("dialog", { name: "Remove “Thing”?" }) };
}

describe("ConfirmDialog", () => {
  it("is named by its question and starts on Cancel", async () => {
    const { dialog } = await openDialog();
    expect(dialog).toHaveAttribute("open");
    expect(screen.getByRole("button", { name: "Cancel" })).toHaveFocus();
  });

  it("cancels with Escape, does nothing and gives focus back", async () => {
    const onConfirm = vi.fn(async () => {});
    const { user, opener, dialog } = await openDialog(onConfirm);
    dialog.dispatchEvent(new Event("cancel", { cancelable: true }));
    await waitFor(() => expect(dialog).not.toHaveAttribute("open"));
    expect(onConfirm).not.toHaveBeenCalled();
    expect(opener).toHaveFocus();
    await user.click(opener);
    expect(screen.getByRole("button", { name: "Remove" })).toBeInTheDocument();
  });

  it("runs the action on confirm and closes", async () => {
    const onConfirm = vi.fn(async () => {});
    const { user, dialog } = await openDialog(onConfirm);
    await user.click(screen.getByRole("button", { name: "Remove" }));
    expect(onConfirm).toHaveBeenCalledOnce();
    await waitFor(() => expect(dialog).not.toHaveAttribute("open"));
  });

  it("keeps the dialog open with the API's message when the action fails", async () => {
    const { user, dialog } = await openDialog(async () => {
      throw new Error("The last owner cannot be deleted");
    });
    await user.click(screen.getByRole("button", { name: "Remove" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("The last owner cannot be deleted");
    expect(dialog).toHaveAttribute("open");
  });
});
