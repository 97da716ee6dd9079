// The package's public face. What belongs to one field type (its block
// schema, validator, constants) is not here: import it from
// "@formwright/core/field-types/<type>", so this index names no type.
export { answerText, choiceAnswerText } from "./answers/answer-text";
export { answerWords, isShownToRespondent, type WordsField } from "./answers/answer-words";
export { receiptNumber } from "./answers/receipt-number";
export {
  type AnswerLine,
  type AnswerLineWords,
  respondentAnswerLines,
} from "./answers/respondent-answer-lines";
export { respondentFields } from "./answers/respondent-fields";
export { closedNotice } from "./availability/closed-notice";
export {
  type AvailabilityState,
  CLOSED_MESSAGE,
  formAvailability,
  NOT_YET_OPEN_MESSAGE,
} from "./availability/form-availability";
export { openingTime } from "./availability/opening-time";
export * from "./constants";
// Date and time fields.
export {
  formatMessageDate,
  isCalendarDate,
  localDate,
  resolveDateBound,
} from "./dates/calendar-date";
export { isClockTime, minutesOfDay } from "./dates/clock-time";
export {
  type Availability,
  availabilitySchema,
  CLOSED_MESSAGE_MAX_LENGTH,
  MAX_SUBMISSIONS_LIMIT,
} from "./document/availability-schema";
// The form document: schema, parsing, types.
export { BLOCK_TYPES, type Block, type BlockType, blockSchema } from "./document/block-schema";
export {
  CAROUSEL_MAX_SLIDES,
  CAROUSEL_MAX_SLIDES_TO_SHOW,
  CAROUSEL_MIN_AUTOPLAY_SPEED_MS,
  type CarouselBlock,
  type CarouselSlide,
  carouselBlockSchema,
  carouselSlideSchema,
} from "./document/carousel-block-schema";
export { type CompareBlock, compareBlockSchema } from "./document/compare-block-schema";
export { type Confirmation, confirmationSchema } from "./document/confirmation-schema";
export {
  CONTENT_BLOCK_TYPES,
  type ContentBlock,
  type ContentBlockType,
  contentBlockSchema,
  type HeadingBlock,
  headingBlockSchema,
  type ParagraphBlock,
  paragraphBlockSchema,
} from "./document/content-block-schema";
export {
  type DateRules,
  TIME_STEP_MAX,
  type TimeRules,
} from "./document/date-time-rules-schema";
export { deriveFieldName, deriveOptionValue } from "./document/derive-keys";
export type { DocumentIssue } from "./document/document-issue";
export { EDITING_MAX_DAYS, type Editing, editingSchema } from "./document/editing-schema";
export { ENDINGS_MAX, type Ending, endingSchema } from "./document/endings-schema";
export { type FieldName, fieldNameSchema } from "./document/field-name-schema";
export {
  type FieldRules,
  fieldRulesSchema,
  type ItemsRules,
  type NumberRules,
  type Rule,
  type RuleName,
  type TextLineRules,
  type TextRules,
} from "./document/field-rules-schema";
export { type FieldWidth, fieldWidthSchema } from "./document/field-width-schema";
export {
  FORM_DOCUMENT_JSON_SCHEMA_ID,
  formDocumentJsonSchema,
} from "./document/form-document-json-schema";
export {
  type FormDocument,
  type FormDocumentInput,
  formDocumentSchema,
} from "./document/form-document-schema";
export { formatDocumentIssues } from "./document/format-document-issues";
export { getAllFieldBlocks } from "./document/get-all-field-blocks";
export { getFieldBlocks } from "./document/get-field-blocks";
export { type ImageBlock, imageBlockSchema } from "./document/image-block-schema";
export {
  type DocumentImage,
  documentImageSchema,
  IMAGE_LOCAL_PATH_PREFIXES,
  type ImageDimensions,
  imageDimensionsSchema,
  imageSrcSchema,
  isImageSrc,
} from "./document/image-src-schema";
export { isFieldBlock } from "./document/is-field-block";
export { languageTagProblem, languageTagSchema } from "./document/language-tag-schema";
export { type FormLimits, PER_VERIFIED_EMAIL_MAX } from "./document/limits-schema";
export { type ModalBlock, modalBlockSchema } from "./document/modal-block-schema";
export { type PageBlock, pageBlockSchema } from "./document/page-block-schema";
export { type PageWidth, pageWidthSchema } from "./document/page-width-schema";
export {
  type ParseFormDocumentResult,
  parseFormDocument,
  parseStoredFormDocument,
} from "./document/parse-form-document";
export { type PaymentBlock, paymentBlockSchema } from "./document/payment-block-schema";
export {
  RETENTION_MAX_DAYS,
  type Retention,
  retentionSchema,
} from "./document/retention-schema";
export { type SelectOption, selectOptionSchema } from "./document/select-option-schema";
export { type Slug, slugSchema } from "./document/slug-schema";
export {
  type BlockTranslation,
  type LanguageTranslation,
  TRANSLATABLE_BLOCK_TEXTS,
  TRANSLATABLE_CHOICE_LISTS,
  TRANSLATABLE_IMAGES,
  TRANSLATABLE_SLIDE_TEXTS,
  type Translations,
} from "./document/translations-schema";
export { VARIABLES_MAX, type Variable, variableSchema } from "./document/variables-schema";
export {
  FIELD_DOCUMENT_REGISTRY,
  type FieldBlock,
  fieldBlockSchema,
  fieldDocumentOf,
} from "./field-types/document-list";
export type {
  CrossTabSummary,
  DistributionSummary,
  FieldSummary,
  FieldSummaryOfKind,
  MeanRankSummary,
  NumberCount,
  NumberStatsTally,
  StatisticsSummary,
  SummaryKind,
  SummaryKinds,
} from "./field-types/field-summary";
export type {
  AnswerField,
  AnswerWordsContext,
  ChartKind,
  CsvColumn,
  FieldTypeDefinition,
  FieldTypeDocument,
  InnerAnswerField,
  OptionLabel,
} from "./field-types/field-type-definition";
export { loadDocumentFieldTypes } from "./field-types/load-document-field-types";
export {
  areFieldTypesLoaded,
  FIELD_TYPE_LOADERS,
  FIELD_TYPES,
  type FieldType,
  fieldTypeOf,
  loadAllFieldTypes,
  loadFieldTypes,
} from "./field-types/registry";
export { isInRange, type WholeNumberRange } from "./field-types/shared/whole-number-range";
export {
  FILE_DEFAULT_MAX_SIZE_MB,
  FILE_MAX_FILES,
  FILE_NAME_MAX_LENGTH,
  type FileRef,
  MEGABYTE,
  parseFileRef,
} from "./files/file-ref";
export {
  fileExtension,
  KNOWN_FILE_TYPES,
  matchesAccept,
  TYPE_BY_EXTENSION,
} from "./files/file-types";
export { isListedInAccept } from "./files/is-listed-in-accept";
// The message catalogue: product texts of the public form, per language.
export {
  activeCatalogue,
  setActiveCatalogue,
  withCatalogue,
} from "./i18n/active-catalogue";
export { COMMON_LANGUAGES, languageTagForName } from "./i18n/common-languages";
export type { Catalogue } from "./i18n/generated/catalogue";
export { catalogue as englishCatalogue } from "./i18n/generated/en";
export type { PageCatalogue } from "./i18n/generated/pages/catalogue";
export type { WidgetCatalogue } from "./i18n/generated/widgets/catalogue";
export { catalogue as englishWidgetCatalogue } from "./i18n/generated/widgets/en";
export { knownLanguage, languageCaption, languageName } from "./i18n/language-names";
export {
  canonicalLanguage,
  catalogueLanguageOf,
  DEFAULT_LANGUAGE,
  LANGUAGE_TAG_MAX_LENGTH,
  SUPPORTED_LANGUAGES,
  type SupportedLanguage,
  textDirection,
} from "./i18n/languages";
export { loadCatalogue } from "./i18n/load-catalogue";
export { loadPageCatalogue } from "./i18n/load-page-catalogue";
export { loadWidgetCatalogue } from "./i18n/load-widget-catalogue";
export { localizeDefaults } from "./i18n/localize-defaults";
export { chooseLanguage, matchLanguage, parseAcceptLanguage } from "./i18n/match-language";
export { formLanguages, translateDocument } from "./i18n/translate-document";
export { type BlockVisibility, blockVisibility, hasConditions } from "./logic/block-visibility";
export { type ChosenEnding, chooseEnding } from "./logic/choose-ending";
export {
  computeVariables,
  documentVariables,
  fieldPoints,
  type VariableInputs,
} from "./logic/compute-variables";
export { type ConditionKind, OPERATORS_BY_KIND } from "./logic/condition-kind";
export {
  conditionVariables,
  loadConditionVariables,
  usesVariablesInConditions,
} from "./logic/condition-variables";
export { evaluateCondition, isVisible } from "./logic/evaluate-condition";
export {
  checkExpressionNames,
  EXPRESSION_FUNCTIONS,
  EXPRESSION_MAX_DEPTH,
  EXPRESSION_MAX_LENGTH,
  type Expression,
  ExpressionError,
  type ExpressionFunctionName,
  type ExpressionScope,
  type ExpressionValue,
  evaluateExpression,
  expressionText,
  type NameScope,
  type ParsedExpression,
  parseExpression,
} from "./logic/expressions";
export {
  type FormPage,
  formPages,
  hasPages,
  reachablePage,
  visiblePages,
} from "./logic/form-pages";
export { isAnswered } from "./logic/is-answered";
export {
  pipeAnswers,
  pipeBlock,
  pipeDocumentText,
  pipedAnswerText,
  pipedTextOf,
  renameBlockPipes,
  renamePipes,
} from "./logic/pipe-answers";
export { hasPipes, pipedNames, pipedTextsAt, pipedTextsOf } from "./logic/piped-texts";
export { type QuizResult, quizResults } from "./logic/quiz-results";
export { variableFields } from "./logic/variable-fields";
export type { VariableSession } from "./logic/variable-session";
export {
  CONDITION_OPERATORS,
  type Condition,
  type ConditionOperator,
  conditionSchema,
  VALUELESS_OPERATORS,
  type VisibleWhen,
  visibleWhenSchema,
} from "./logic/visible-when-schema";
export * from "./messages";
// Author `pattern` rules: the accepted subset, what they cost, and the engines.
export { checkPattern, type PatternCheck } from "./pattern/check-pattern";
export {
  compileNativePattern,
  type PatternCompiler,
  type PatternTest,
} from "./pattern/compile-native-pattern";
export {
  PatternBudgetError,
  spendPatternSteps,
  withPatternBudget,
} from "./pattern/pattern-budget";
export { compileDocumentPattern, loadPatternRule } from "./pattern/pattern-rule";
export { compileWidgetPattern, testPattern } from "./pattern/test-pattern";
export { usesPatternRule } from "./pattern/uses-pattern-rule";
export {
  currencyDecimals,
  formatAmount,
  majorUnits,
  PAYMENT_AMOUNT_MAX,
  type PaymentDue,
  paymentAmount,
  paymentBlockOf,
  paymentDue,
} from "./payments";
export { PHONE_COUNTRIES } from "./phone/phone-countries";
export { loadPhoneRule } from "./phone/phone-rule";
export { usesPhoneRule } from "./phone/uses-phone-rule";
// Prefill from the query string.
export { prefillFromQueryString } from "./prefill/prefill-from-query-string";
export {
  altchaMaxNumber,
  CAPTCHA_DIFFICULTIES,
  CAPTCHA_MAX_NUMBERS,
  CAPTCHA_PROVIDERS,
  type CaptchaDifficulty,
  type CaptchaProvider,
  DEFAULT_CAPTCHA_DIFFICULTY,
  type Protection,
  protectionSchema,
} from "./protection/protection-schema";
export { respondentMessages } from "./respondent-messages";
export { EDIT_TEXTS, type EditTexts } from "./submission-edits/edit-texts";
// Themes: the schema, contrast checks, the palettes and CSS variables.
export { contrastRatio, formatRatio } from "./theme/contrast";
export {
  CONTROL_CONTRAST_MIN,
  DEFAULT_DARK,
  DEFAULT_LIGHT,
  TEXT_CONTRAST_MIN,
  type ThemePalette,
  themeContrastProblems,
  themeCssVariables,
  themePalettes,
} from "./theme/resolve-theme";
export {
  THEME_FONTS,
  THEME_RADIUS_MAX,
  type Theme,
  type ThemeFont,
  themeSchema,
} from "./theme/theme-schema";
export {
  compileRuleChecks,
  firstRuleError,
  type NamedRuleCheck,
  type RuleCheck,
  type RuleSet,
} from "./validation/compile-rule-checks";
// The submission validator, shared by browser and server.
export { countCodePoints, hasMoreCodePointsThan } from "./validation/count-code-points";
export {
  createSubmissionValidator,
  type SubmissionValidationResult,
  type SubmissionValidator,
} from "./validation/create-submission-validator";
export { getTextMaxLength } from "./validation/get-text-max-length";
export { isEmailAddress } from "./validation/is-email-address";
export { isEmptyValue } from "./validation/is-empty-value";
export { isHttpUrl } from "./validation/is-http-url";
export { isPhoneNumber } from "./validation/is-phone-number";
export { isStorableText } from "./validation/is-storable-text";
export { parseDecimalNumber } from "./validation/parse-decimal-number";
export type {
  FieldError,
  FieldValidationResult,
  SubmissionValue,
  SubmissionValues,
} from "./validation/submission-value";
export {
  type ControllerRules,
  type ControllerValidate,
  type CustomValidate,
  type FieldKind,
  toControllerRules,
  type ValidateResult,
  type WidgetRules,
} from "./validation/to-controller-rules";
export { toFieldErrorMap } from "./validation/to-field-error-map";
export { validateFieldValue } from "./validation/validate-field-value";
