"use client";

import type { RankingBlock } from "@formwright/core/field-types/ranking";
import { Ranking } from "@formwright/fields/ranking";
import { useFormContext } from "react-hook-form";
import { useCatalogue } from "../../public-form/localized-form";
import type { CommonWidgetProps } from "../field-widget";

/**
 * The ranking widget, and for a post without scripts one position `<select>`
 * per option inside `<noscript>` (named `<name>[<option>]`, after the
 * widget's hidden inputs, so its choice wins), with a style that hides the
 * move buttons and drag handles, which need scripts. Loaded only by forms
 * with a ranking (see field-types/list.ts).
 *
 * @example
 * <RankingWidget block={block} common={common} />
 */
export function RankingWidget({
  block,
  common,
}: {
  block: RankingBlock;
  common: CommonWidgetProps;
}) {
  const { getValues } = useFormContext();
  const text = useCatalogue();
  const value: unknown = getValues(block.name);
  const order =
    Array.isArray(value) && value.length === block.options.length
      ? (value as string[])
      : block.options.map((option) => option.value);
  const count = block.options.length;
  return (
    <>
      <Ranking {...common} options={block.options} />
      <noscript>
        <style>{`.fw-field[data-field="${block.name}"] :is(.fw-ranking__move,.fw-ranking__handle,.fw-ranking__keep){display:none}`}</style>
        <div className="fw-ranking-native">
          {block.options.map((option) => {
            const id = `${common.name}-position-${option.value}`;
            const position = order.indexOf(option.value) + 1;
            return (
              <div className="fw-ranking-native__item" key={option.value}>
                <label htmlFor={id}>{text.positionOf({ label: option.label })}</label>{" "}
                <select id={id} name={`${block.name}[${option.value}]`} defaultValue={position}>
                  {Array.from({ length: count }, (_, index) => index + 1).map((n) => (
                    <option key={n} value={n}>
                      {n}
                    </option>
                  ))}
                </select>
              </div>
            );
          })}
        </div>
      </noscript>
    </>
  );
}
