/**
 * Longest answer a textarea holds, in Unicode code points: every value is
 * measured against it before any rule or pattern reads it. No field holds
 * more (`ANSWER_MAX_LENGTH`).
 */
export const TEXTAREA_MAX_LENGTH = 10_000;
