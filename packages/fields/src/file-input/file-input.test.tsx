import type { FileRef } from "@formwright/core";
import { act, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { errorFor, renderInForm } from "../../test/render-in-form";
import { FileInput } from "./file-input";
import type { FileUploader } from "./file-uploader";

interface Call {
  file: Blob;
  name: string;
  onProgress: (loaded: number, total: number) => void;
  signal: AbortSignal;
  resolve: (ref: FileRef) => void;
  reject: (error: Error) => void;
}

/** An uploader the test answers by hand. */
function manualUploader() {
  const calls: Call[] = [];
  const upload: FileUploader = (file, { name, onProgress, signal }) =>
    new Promise<FileRef>((resolve, reject) => {
      calls.push({ file, name, onProgress, signal, resolve, reject });
    });
  return { calls, upload };
}

const refFor = (n: number, name: string, size: number): FileRef => ({
  id: `0193a1b2-c3d4-7e5f-8a9b-${String(n).padStart(12, "0")}`,
  name,
  size,
  type: "application/pdf",
});

const pdf = (name: string, size = 100) =>
  new File([new Uint8Array(size)], name, { type: "application/pdf" });
const input = () => screen.getByLabelText(/^CV/, { selector: "input" }) as HTMLInputElement;

describe("FileInput", () => {
  it("is a native file input named by its label, described by its limits", () => {
    const { upload } = manualUploader();
    renderInForm(
      <FileInput
        name="cv"
        label="CV"
        accept={[".pdf"]}
        maxFiles={3}
        maxSizeMb={5}
        upload={upload}
      />,
    );
    expect(input()).toHaveAttribute("type", "file");
    expect(input()).toHaveAttribute("accept", ".pdf");
    expect(input()).toHaveAttribute("multiple");
    expect(input()).toHaveAccessibleDescription("Up to 3 files, 5 MB each (.pdf).");
  });

  it("shows progress, then stores the uploaded file; Remove takes it out", async () => {
    const { calls, upload } = manualUploader();
    const { user, submit, submitted } = renderInForm(
      <FileInput name="cv" label="CV" maxFiles={2} upload={upload} />,
    );
    await user.upload(input(), pdf("cv.pdf", 200));
    expect(calls).toHaveLength(1);
    act(() => calls[0]!.onProgress(50, 200));
    const progress = screen.getByRole("progressbar", { name: "Uploading cv.pdf" });
    expect(progress).toHaveAttribute("value", "50");
    await act(async () => calls[0]!.resolve(refFor(1, "cv.pdf", 200)));
    expect(screen.queryByRole("progressbar")).toBeNull();
    expect(screen.getByRole("status")).toHaveTextContent("Uploaded cv.pdf");
    await submit();
    expect(submitted()).toEqual({ cv: [refFor(1, "cv.pdf", 200)] });
    await user.click(screen.getByRole("button", { name: "Remove cv.pdf" }));
    expect(input()).toHaveFocus();
    await submit();
    expect(submitted()).toEqual({ cv: [] });
  });

  it("cancels an upload in progress: the request is aborted and nothing is stored", async () => {
    const { calls, upload } = manualUploader();
    const { user, submit, submitted } = renderInForm(
      <FileInput name="cv" label="CV" upload={upload} />,
    );
    await user.upload(input(), pdf("big.pdf"));
    await user.click(screen.getByRole("button", { name: "Cancel upload of big.pdf" }));
    expect(calls[0]!.signal.aborted).toBe(true);
    expect(screen.queryByText("big.pdf")).toBeNull();
    await submit();
    expect(submitted()).toEqual({ cv: [] });
  });

  it("refuses a file over the size limit before sending it", async () => {
    const { calls, upload } = manualUploader();
    const { user } = renderInForm(
      <FileInput name="cv" label="CV" maxSizeMb={0.001} upload={upload} />,
    );
    await user.upload(input(), pdf("big.pdf", 5000));
    expect(calls).toHaveLength(0);
    expect(screen.getByRole("listitem")).toHaveTextContent("CV: big.pdf is larger than 0.001 MB");
    expect(screen.getByRole("status")).toHaveTextContent("CV: big.pdf is larger than 0.001 MB");
  });

  it("shows the server's refusal at the file", async () => {
    const { calls, upload } = manualUploader();
    const { user } = renderInForm(<FileInput name="cv" label="CV" upload={upload} />);
    await user.upload(input(), pdf("fake.pdf"));
    await act(async () => calls[0]!.reject(new Error("fake.pdf is not a type this field accepts")));
    expect(screen.getByRole("listitem")).toHaveTextContent(
      "fake.pdf: fake.pdf is not a type this field accepts",
    );
  });

  it("says '{label} is required' when required and empty", async () => {
    const { upload } = manualUploader();
    const { submit, container } = renderInForm(
      <FileInput name="cv" label="CV" required upload={upload} />,
    );
    await submit();
    expect(errorFor(container, "cv")).toHaveTextContent("CV is required");
    expect(input()).toHaveAttribute("aria-invalid", "true");
  });

  it("a one-file field takes another choice as a replacement, and says so", async () => {
    const { calls, upload } = manualUploader();
    const { user, submit, submitted } = renderInForm(
      <FileInput name="cv" label="CV" upload={upload} />,
    );
    await user.upload(input(), pdf("a.pdf"));
    await act(async () => calls[0]!.resolve(refFor(1, "a.pdf", 100)));
    await user.upload(input(), pdf("b.pdf"));
    expect(calls.map((c) => c.name)).toEqual(["a.pdf", "b.pdf"]);
    // The first stays until the second is stored.
    expect(screen.getByText("a.pdf")).toBeInTheDocument();
    await act(async () => calls[1]!.resolve(refFor(2, "b.pdf", 100)));
    expect(screen.queryByText("a.pdf")).toBeNull();
    expect(screen.getByRole("status")).toHaveTextContent("Uploaded b.pdf, in place of a.pdf");
    await submit();
    expect(submitted()).toEqual({ cv: [refFor(2, "b.pdf", 100)] });
  });

  it("a one-file field's new choice stops an upload under way", async () => {
    const { calls, upload } = manualUploader();
    const { user, submit, submitted } = renderInForm(
      <FileInput name="cv" label="CV" upload={upload} />,
    );
    await user.upload(input(), pdf("a.pdf"));
    await user.upload(input(), pdf("b.pdf"));
    expect(calls[0]!.signal.aborted).toBe(true);
    expect(screen.queryByText("a.pdf")).toBeNull();
    await act(async () => calls[1]!.resolve(refFor(2, "b.pdf", 100)));
    expect(screen.getByRole("status")).toHaveTextContent("Uploaded b.pdf");
    await submit();
    expect(submitted()).toEqual({ cv: [refFor(2, "b.pdf", 100)] });
  });

  it("uploads no more than maxFiles and says so", async () => {
    const { calls, upload } = manualUploader();
    const { user } = renderInForm(<FileInput name="cv" label="CV" maxFiles={2} upload={upload} />);
    await user.upload(input(), [pdf("a.pdf"), pdf("b.pdf"), pdf("c.pdf")]);
    expect(calls.map((c) => c.name)).toEqual(["a.pdf", "b.pdf"]);
    expect(screen.getByRole("status")).toHaveTextContent("CV: upload at most 2 files");
    vi.restoreAllMocks();
  });
});
