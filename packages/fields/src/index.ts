// The rule engine is core's: the widgets validate with the submission validator's checks.
export {
  type ControllerRules,
  type FieldKind,
  isEmptyValue,
  toControllerRules,
} from "@formwright/core";
export { Checkbox, type CheckboxProps } from "./checkbox/checkbox";
export { CheckboxGroup, type CheckboxGroupProps } from "./checkbox-group/checkbox-group";
export { DateInput, type DateInputProps } from "./date-input/date-input";
export { ErrorSummary, type ErrorSummaryProps } from "./error-summary/error-summary";
export { Field, type FieldProps, type FieldVariant } from "./field/field";
export { FieldContext, type FieldContextValue, useFieldContext } from "./field/field-context";
export { type FieldControllerReturn, useFieldController } from "./field/use-field-controller";
export { FieldGrid, type FieldGridProps } from "./field-grid/field-grid";
export { FileInput, type FileInputProps } from "./file-input/file-input";
export type { FileUploader } from "./file-input/file-uploader";
export { formatSize } from "./file-input/format-size";
export { uploadFailureText } from "./file-input/upload-failure-text";
export { UploadError, xhrUploader } from "./file-input/xhr-uploader";
export { HiddenInput, type HiddenInputProps } from "./hidden-input/hidden-input";
export { fieldGridCss } from "./layout/field-grid-css";
export { fieldWidthStyle } from "./layout/field-width-style";
export { Matrix, type MatrixProps, type MatrixValue } from "./matrix/matrix";
export {
  englishFieldMessages,
  type FieldMessages,
  FieldMessagesProvider,
  useFieldMessages,
} from "./messages/field-messages";
export { useWidgetTexts } from "./messages/use-widget-texts";
export {
  NumberInput,
  type NumberInputProps,
  type NumberInputValue,
} from "./number-input/number-input";
export { RadioGroup, type RadioGroupProps } from "./radio-group/radio-group";
export { movedMessage, Ranking, type RankingProps } from "./ranking/ranking";
export { Rating, type RatingProps } from "./rating/rating";
export { Scale, type ScaleProps } from "./scale/scale";
export { Select, type SelectProps, type SelectValue } from "./select/select";
export { type SelectComponents, selectComponents } from "./select/select-components";
export {
  type SelectSettings,
  SelectSettingsContext,
  useSelectSettings,
} from "./select/select-settings";
export { type TouchTapGuardHandlers, useTouchTapGuard } from "./select/use-touch-tap-guard";
export {
  SignaturePad,
  type SignaturePadProps,
  TYPED_NAME_LABEL,
} from "./signature-pad/signature-pad";
export { TextInput, type TextInputProps, type TextInputType } from "./text-input/text-input";
export { Textarea, type TextareaProps } from "./textarea/textarea";
export { TimeInput, type TimeInputProps } from "./time-input/time-input";
export type {
  ColumnSpan,
  FieldBaseProps,
  FieldOption,
  FieldRules,
  FieldWidth,
  RuleValue,
  ValidateRule,
} from "./types";
export { clampMenuHeight } from "./utils/clamp-menu-height";
export { type FieldIds, fieldId, fieldIds } from "./utils/field-id";
export { type FlatError, flattenErrors } from "./utils/flatten-errors";
export { isTouchDrag, type TouchPoint } from "./utils/is-touch-drag";
export { isValidNewOption } from "./utils/is-valid-new-option";
export { parseNumberText } from "./utils/parse-number-text";
