/**
 * Reads RFC 4180 CSV back into records, as a spreadsheet would (for tests
 * that check what the exports write): a leading byte order mark is skipped,
 * quoted fields may hold commas, doubled quotes and line breaks, records end
 * with CRLF or LF.
 *
 * @example
 * csvRecords('\uFEFFa,"b ""c"""\r\n1,2\r\n'); // [["a", 'b "c"'], ["1", "2"]]
 */
export function csvRecords(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let field = "";
  let quoted = false;
  let i = text.startsWith("\uFEFF") ? 1 : 0;
  for (; i < text.length; i++) {
    const char = text[i];
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ",") {
      record.push(field);
      field = "";
    } else if (char === "\n" || char === "\r") {
      if (char === "\r" && text[i + 1] === "\n") i++;
      record.push(field);
      records.push(record);
      record = [];
      field = "";
    } else field += char;
  }
  if (field !== "" || record.length > 0) records.push([...record, field]);
  return records;
}
