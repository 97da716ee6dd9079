import type { FieldBaseProps } from "../types";
import type { FieldProps } from "./field";

/**
 * The settings of a widget that its {@link Field} frame shows.
 *
 * @example
 * <Field {...frameProps(props)} error={error}>...</Field>
 */
export function frameProps<TValue>(
  props: FieldBaseProps<TValue>,
): Omit<FieldProps, "children" | "error" | "variant"> {
  const { name, label, description, hiddenLabel, width, required, disabled } = props;
  return { name, label, description, hiddenLabel, width, required, disabled };
}
