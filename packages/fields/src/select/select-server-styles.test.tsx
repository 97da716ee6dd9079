// @vitest-environment node
// The server path of react-select's styles: emotion renders a <style> beside each styled
// element on the server, and without a shared cache it repeats every rule for every select.
// (A deferred select, the default, renders a stand-in with no emotion at all: see the last test.)
import { renderToString } from "react-dom/server";
import { FormProvider, useForm } from "react-hook-form";
import { describe, expect, it } from "vitest";
import { Select } from "./select";

const options = [
  { label: "Small", value: "s" },
  { label: "Large", value: "l" },
];

function Page({ selects, deferred = false }: { selects: number; deferred?: boolean }) {
  const form = useForm();
  return (
    <FormProvider {...form}>
      <form>
        {Array.from({ length: selects }, (_, i) => `s${i}`).map((name) => (
          <Select key={name} name={name} label={name} options={options} deferred={deferred} />
        ))}
      </form>
    </FormProvider>
  );
}

/** The emotion style tags of server HTML, by the names they carry. */
function styleNames(html: string): string[] {
  return [...html.matchAll(/<style data-emotion="css ([^"]+)"/g)].map((match) => match[1] ?? "");
}

describe("select styles rendered on the server", () => {
  it("carries each rule once per form, however many selects it has", () => {
    const one = styleNames(renderToString(<Page selects={1} />));
    const many = styleNames(renderToString(<Page selects={20} />));
    expect(one.length).toBeGreaterThan(0);
    expect(new Set(many).size).toBe(many.length);
    expect(many.sort()).toEqual(one.sort());
  });

  it("gives every render its own rules: a second page is styled too", () => {
    const first = styleNames(renderToString(<Page selects={2} />));
    const second = styleNames(renderToString(<Page selects={2} />));
    expect(second).toEqual(first);
    expect(second.length).toBeGreaterThan(0);
  });

  it("carries no emotion rules for deferred selects: their stand-ins are styled by the stylesheet", () => {
    const html = renderToString(<Page selects={20} deferred />);
    expect(styleNames(html)).toEqual([]);
    expect(html).not.toContain("<style");
    expect(html.match(/role="combobox"/g)).toHaveLength(20);
  });
});
