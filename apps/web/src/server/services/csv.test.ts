import { describe, expect, it } from "vitest";
import {
  CSV_BOM,
  CSV_EOL,
  csvRecord,
  csvTextCell,
  neutralizeFormula,
  quoteCsvField,
  startsLikeFormula,
} from "./csv";

describe("quoteCsvField", () => {
  it("leaves plain text as it is", () => {
    expect(quoteCsvField("Ada Lovelace")).toBe("Ada Lovelace");
    expect(quoteCsvField("")).toBe("");
    expect(quoteCsvField("semi;colon and 'single' quotes")).toBe("semi;colon and 'single' quotes");
  });

  it("quotes text with a comma", () => {
    expect(quoteCsvField("Lovelace, Ada")).toBe('"Lovelace, Ada"');
  });

  it("quotes text with a double quote and doubles every double quote", () => {
    expect(quoteCsvField('say "hi"')).toBe('"say ""hi"""');
    expect(quoteCsvField('"')).toBe('""""');
    expect(quoteCsvField('a "b", "c"')).toBe('"a ""b"", ""c"""');
  });

  it("quotes text with a line feed, a carriage return or both", () => {
    expect(quoteCsvField("line 1\nline 2")).toBe('"line 1\nline 2"');
    expect(quoteCsvField("line 1\rline 2")).toBe('"line 1\rline 2"');
    expect(quoteCsvField("line 1\r\nline 2")).toBe('"line 1\r\nline 2"');
  });

  it("keeps unicode as it is, quoting only for the special characters", () => {
    expect(quoteCsvField("Zoë 東京 🚀")).toBe("Zoë 東京 🚀");
    expect(quoteCsvField("Zoë, 東京")).toBe('"Zoë, 東京"');
  });
});

describe("formula injection", () => {
  for (const lead of ["=", "+", "-", "@", "\t", "\r"]) {
    it(`prefixes a single quote to text starting with ${JSON.stringify(lead)}`, () => {
      expect(startsLikeFormula(`${lead}cmd`)).toBe(true);
      expect(neutralizeFormula(`${lead}cmd`)).toBe(`'${lead}cmd`);
    });
  }

  it("leaves text alone when the character is not first", () => {
    for (const text of ["a=b", "1+1", "well-known", "ada@example.com", " =1", "'quoted"]) {
      expect(neutralizeFormula(text)).toBe(text);
    }
  });

  it("leaves empty text alone", () => {
    expect(startsLikeFormula("")).toBe(false);
    expect(neutralizeFormula("")).toBe("");
  });
});

describe("csvTextCell", () => {
  it("neutralises before quoting, so the quote is inside the field", () => {
    expect(csvTextCell('=HYPERLINK("http://evil.example","click")')).toBe(
      `"'=HYPERLINK(""http://evil.example"",""click"")"`,
    );
    expect(csvTextCell("-2+3, or so")).toBe(`"'-2+3, or so"`);
    expect(csvTextCell("\rfoo")).toBe(`"'\rfoo"`);
    expect(csvTextCell("@SUM(A1)")).toBe("'@SUM(A1)");
  });

  it("passes ordinary text through", () => {
    expect(csvTextCell("hello")).toBe("hello");
  });
});

describe("csvRecord", () => {
  it("joins cells with commas and ends with CRLF", () => {
    expect(csvRecord(["a", "b", '"c,d"'])).toBe(`a,b,"c,d"${CSV_EOL}`);
    expect(CSV_EOL).toBe("\r\n");
  });

  it("keeps empty cells as empty fields", () => {
    expect(csvRecord(["", "x", ""])).toBe(",x,\r\n");
    expect(csvRecord([])).toBe("\r\n");
  });
});

it("uses the UTF-8 byte order mark", () => {
  expect(Buffer.from(CSV_BOM, "utf8")).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
});
