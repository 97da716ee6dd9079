import type { ChosenEnding } from "@formwright/core";

/** An ending's title and text, where the confirmation message would be (issue 32). */
export function EndingText({ ending }: { ending: ChosenEnding }) {
  return (
    <>
      <p className="fw-confirmation__title" data-ending={ending.id}>
        <strong>{ending.title}</strong>
      </p>
      {ending.text && <p>{ending.text}</p>}
    </>
  );
}

/** The link on to an ending's page ("Continue to example.com"), when it has one. */
export function EndingLink({
  ending,
  continueTo,
}: {
  ending: ChosenEnding | null;
  continueTo: (args: { host: string }) => string;
}) {
  if (!ending?.redirectUrl) return null;
  return (
    <p className="fw-receipt__continue">
      <a className="fw-button" href={ending.redirectUrl}>
        {continueTo({ host: new URL(ending.redirectUrl).host })}
      </a>
    </p>
  );
}
