// @vitest-environment jsdom
import "@testing-library/jest-dom/vitest";
import { englishFieldMessages, FieldMessagesProvider } from "@formwright/fields";
import { act, cleanup, render, screen } from "@testing-library/react";
import { type ReactNode, Suspense } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { CarouselControls } from "./carousel-controls";
import { ImageBlock } from "./image-block";
import { ModalBlock } from "./modal-block";

afterEach(cleanup);

const controls = (
  <CarouselControls
    slidesId="s1"
    hasAutoplay
    isPaused={false}
    onTogglePause={() => {}}
    canScrollPrev
    canScrollNext
    onPrev={() => {}}
    onNext={() => {}}
  />
);
const modal = <ModalBlock block={{ type: "modal", trigger: "Info", title: "Info", text: "…" }} />;
const image = <ImageBlock block={{ type: "image", src: "/samples/sample-1.jpg", alt: "Blau" }} />;

async function renderIn(language: "en" | "de", children: ReactNode) {
  // Another language's widget texts arrive as a chunk: let React read it inside act.
  await act(async () => {
    render(
      <Suspense fallback={null}>
        <FieldMessagesProvider messages={{ ...englishFieldMessages, language }}>
          {children}
        </FieldMessagesProvider>
      </Suspense>,
    );
  });
}

describe("content blocks' own texts", () => {
  it("are in German on a German page", async () => {
    await renderIn(
      "de",
      <>
        {controls}
        {modal}
        {image}
      </>,
    );
    expect(await screen.findByRole("button", { name: "Pause" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Zurück" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Weiter" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Schließen", hidden: true })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Bild vergrößern: Blau" })).toBeInTheDocument();
  });

  it("read in English as before", async () => {
    await renderIn(
      "en",
      <>
        {controls}
        {modal}
        {image}
      </>,
    );
    expect(screen.getByRole("button", { name: "Pause" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Previous" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Next" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Close", hidden: true })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Enlarge image: Blau" })).toBeInTheDocument();
  });
});
