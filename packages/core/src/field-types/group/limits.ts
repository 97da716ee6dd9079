/**
 * The most items a repeating group may take (`repeat.max`): a bound on the
 * work of validating one answer and on the CSV columns a group writes (one per
 * inner field and item).
 */
export const GROUP_MAX_ITEMS = 50;
