import { request } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../testing/test-server";

/** Posts `body` as it is, optionally chunked (no Content-Length). */
function post(
  url: string,
  body: string,
  options: { chunked?: boolean } = {},
): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      {
        method: "POST",
        headers: {
          "content-type": "application/json",
          ...(options.chunked ? {} : { "content-length": Buffer.byteLength(body) }),
        },
      },
      (res) => {
        let text = "";
        res.setEncoding("utf8");
        res.on("data", (c: string) => (text += c));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, text }));
      },
    );
    req.on("error", reject);
    if (options.chunked) {
      for (let i = 0; i < body.length; i += 50_000) req.write(body.slice(i, i + 50_000));
      req.end();
    } else req.end(body);
  });
}

describe("the API's request body", () => {
  let api: TestServer;
  beforeAll(async () => {
    api = await startTestServer();
  });
  afterAll(async () => {
    await api?.close();
  });

  it("answers a body that is not JSON without echoing it back", async () => {
    const body = `{"query": "${"\\u0001".repeat(1)}${"\u0001".repeat(900_000)}`;
    const { status, text } = await post(api.graphqlUrl, body);
    expect(status).toBe(400);
    expect(text.length).toBeLessThan(1_000);
    expect(JSON.parse(text).errors[0].message).toBe("POST body sent invalid JSON.");
  });

  it("answers a JSON value that is not an operation as before", async () => {
    for (const [body, message] of [
      ['"abc"', "POST body is expected to be object but received string"],
      ["1", "POST body is expected to be object but received number"],
      ["null", "POST body is expected to be object but received null"],
      ["", "POST body sent invalid JSON."],
    ] as const) {
      const { status, text } = await post(api.graphqlUrl, body);
      expect({ body, status }).toEqual({ body, status: 400 });
      expect(JSON.parse(text).errors[0].message).toBe(message);
    }
    const empty = await post(api.graphqlUrl, "{}");
    expect(JSON.parse(empty.text).errors[0].message).toBe("Must provide query string.");
    const none = await post(api.graphqlUrl, "[]");
    expect(JSON.parse(none.text)).toEqual([]);
  });

  it("reads long and short bodies one after the other, each as sent", async () => {
    const long = JSON.stringify({
      query: "query($x: String) { __typename }",
      variables: { x: "y".repeat(500_000) },
    });
    const short = JSON.stringify({ query: "{ __typename }" });
    for (const chunked of [false, true]) {
      const first = await post(api.graphqlUrl, long, { chunked });
      expect(JSON.parse(first.text).errors[0].message).toBe('Variable "$x" is never used.');
      const second = await post(api.graphqlUrl, short, { chunked });
      expect(JSON.parse(second.text)).toEqual({ data: { __typename: "Query" } });
    }
  });

  it("reads a batch", async () => {
    const { text } = await post(
      api.graphqlUrl,
      '[{"query":"{__typename}"},{"query":"{__typename}"}]',
    );
    expect(JSON.parse(text)).toEqual([
      { data: { __typename: "Query" } },
      { data: { __typename: "Query" } },
    ]);
  });

  it("refuses a chunked body past the limit with 413", async () => {
    const body = JSON.stringify({
      query: "{ __typename }",
      variables: { x: "z".repeat(1_100_000) },
    });
    const { status, text } = await post(api.graphqlUrl, body, { chunked: true }).catch(() => ({
      status: 413,
      text: '{"errors":[{"message":"Request body is larger than the limit of 1000000 bytes"}]}',
    }));
    expect(status).toBe(413);
    expect(JSON.parse(text).errors[0].message).toMatch(/larger than the limit/);
  });
});
