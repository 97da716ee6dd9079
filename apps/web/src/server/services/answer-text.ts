// Answer text is core's, one function for the page, the CSV export and emails.
export { answerText } from "@formwright/core";
