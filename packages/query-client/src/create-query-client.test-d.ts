// Type tests: checked by `tsc --noEmit -p packages/query-client`, never run.
import type { GraphQLFormattedError } from "graphql";
import { describe, expectTypeOf, it } from "vitest";
import { createQueryClient } from "./create-query-client";
import type {
  BatchEntry,
  ErrorPolicy,
  QueryClient,
  QueryResponse,
  QueryResult,
  TypedDocumentNode,
  TypedDocumentString,
} from "./types";

type FormData = { form: { title: string } | null };
type FormVariables = { slug: string };
declare const FormQuery: TypedDocumentNode<FormData, FormVariables>;
declare const FormsQuery: TypedDocumentNode<{ forms: { slug: string }[] }, Record<string, never>>;
declare const FormString: TypedDocumentString<FormData, FormVariables>;

const url = "https://example.com/graphql";

describe("createQueryClient types", () => {
  it("defaults to policy none, whose request resolves with the typed data", () => {
    const client = createQueryClient({ url });
    expectTypeOf(client).toEqualTypeOf<QueryClient<"none">>();
    expectTypeOf(client.request(FormQuery, { slug: "a" })).resolves.toEqualTypeOf<FormData>();
    expectTypeOf(client.request(FormString, { slug: "a" })).resolves.toEqualTypeOf<FormData>();
  });

  it("types request by the error policy", () => {
    const ignoring = createQueryClient({ url, errorPolicy: "ignore" });
    expectTypeOf(
      ignoring.request(FormQuery, { slug: "a" }),
    ).resolves.toEqualTypeOf<FormData | null>();
    const all = createQueryClient({ url, errorPolicy: "all" });
    expectTypeOf(all.request(FormQuery, { slug: "a" })).resolves.toEqualTypeOf<
      QueryResult<FormData>
    >();
    expectTypeOf<QueryResult<FormData>["errors"]>().toEqualTypeOf<GraphQLFormattedError[]>();
  });

  it("types rawRequest as the whole response whatever the policy", () => {
    const client = createQueryClient({ url, errorPolicy: "ignore" });
    expectTypeOf(client.rawRequest(FormQuery, { slug: "a" })).resolves.toEqualTypeOf<
      QueryResponse<FormData>
    >();
  });

  it("requires variables when the document has required ones, and checks them", () => {
    const client = createQueryClient({ url });
    // @ts-expect-error variables are required
    void client.request(FormQuery);
    // @ts-expect-error slug must be a string
    void client.request(FormQuery, { slug: 1 });
    void client.request(FormsQuery);
    void client.request(FormsQuery, {}, { headers: { "X-Form": "a" } });
  });

  it("takes an explicit data type for a plain string document, unknown otherwise", () => {
    const client = createQueryClient({ url });
    expectTypeOf(client.request<{ a: number }>("{ a }")).resolves.toEqualTypeOf<{ a: number }>();
    expectTypeOf(client.request("{ a }")).resolves.toEqualTypeOf<unknown>();
  });

  it("types batch results per entry and per policy", () => {
    const client = createQueryClient({ url });
    expectTypeOf(
      client.batchRequests([
        { document: FormQuery, variables: { slug: "a" } },
        { document: "{ a }" },
      ]),
    ).resolves.toEqualTypeOf<[FormData, unknown]>();
    const entry: BatchEntry<FormData, FormVariables> = {
      document: FormQuery,
      // @ts-expect-error an annotated entry checks its variables
      variables: { slug: 1 },
    };
    expectTypeOf(client.batchRequests([entry])).resolves.toEqualTypeOf<[FormData]>();
    const all = createQueryClient({ url, errorPolicy: "all" });
    expectTypeOf(all.batchRequests([{ document: FormsQuery }])).resolves.toEqualTypeOf<
      [QueryResult<{ forms: { slug: string }[] }>]
    >();
  });

  it("keeps the policy in the type only when it is given", () => {
    const policy = "all" as ErrorPolicy;
    expectTypeOf(createQueryClient({ url, errorPolicy: policy })).toEqualTypeOf<
      QueryClient<ErrorPolicy>
    >();
    // @ts-expect-error a policy named in the type must be passed at run time
    createQueryClient<"all">({ url });
  });
});
