/** The public submit mutation, as the browser sends it. */
export const SUBMIT_FORM = `mutation Submit($slug: String!, $key: String!, $data: JSON!) {
  submitForm(slug: $slug, data: $data, idempotencyKey: $key) {
    submissionId
    fieldErrors { name message }
  }
}`;

/** What a test reads from a submit reply. */
export interface SubmitReply {
  status: number;
  /** The parsed body, or null when it was not JSON. */
  body: {
    data?: {
      submitForm?: {
        submissionId: string | null;
        fieldErrors: Array<{ name: string; message: string }>;
      } | null;
      /** Set when the request was a `form` query. */
      form?: { id: string } | null;
    } | null;
    errors?: Array<{ message: string; extensions?: Record<string, unknown> }>;
  } | null;
  text: string;
}

/**
 * Posts a submit mutation whose variables are given as JSON **text**, so
 * hostile data (own `__proto__` keys, deep nesting) reaches the server exactly
 * as written.
 *
 * @example
 * await postSubmit(url, { slugText: '"contact"', keyText: '"k1"', dataText: '{"__proto__":1}' });
 */
export async function postSubmit(
  graphqlUrl: string,
  variables: { slugText: string; keyText: string; dataText: string },
): Promise<SubmitReply> {
  const body = `{"query":${JSON.stringify(SUBMIT_FORM)},"variables":{"slug":${variables.slugText},"key":${variables.keyText},"data":${variables.dataText}}}`;
  return postRaw(graphqlUrl, body);
}

/** Posts a raw body to the API as JSON and reads the reply whatever it is. */
export async function postRaw(
  graphqlUrl: string,
  body: string,
  headers: Record<string, string> = {},
): Promise<SubmitReply> {
  const response = await fetch(graphqlUrl, {
    method: "POST",
    headers: { "content-type": "application/json", accept: "application/json", ...headers },
    body,
  });
  const text = await response.text();
  let parsed: SubmitReply["body"] = null;
  try {
    parsed = JSON.parse(text) as SubmitReply["body"];
  } catch {
    parsed = null;
  }
  return { status: response.status, body: parsed, text };
}

/** One stored submission as the admin API returns it. */
export interface StoredSubmission {
  id: string;
  data: Record<string, unknown>;
}

/**
 * Reads every submission of a form through the admin API (owner token),
 * page by page.
 */
export async function readAllSubmissions(input: {
  graphqlUrl: string;
  slug: string;
  token: string;
}): Promise<StoredSubmission[]> {
  const rows: StoredSubmission[] = [];
  let after: string | null = null;
  for (;;) {
    const response = await fetch(input.graphqlUrl, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        accept: "application/json",
        authorization: `Bearer ${input.token}`,
      },
      body: JSON.stringify({
        // `first` as a variable: graphql-armor's cost estimate multiplies by a literal one.
        query: `query($s: String!, $first: Int!, $after: String) {
          submissions(formSlug: $s, first: $first, after: $after) {
            nodes { id data } pageInfo { endCursor hasNextPage }
          }
        }`,
        variables: { s: input.slug, first: 500, after },
      }),
    });
    const body = (await response.json()) as {
      data?: {
        submissions: {
          nodes: StoredSubmission[];
          pageInfo: { endCursor: string | null; hasNextPage: boolean };
        };
      };
      errors?: Array<{ message: string }>;
    };
    if (!body.data) throw new Error(`submissions: ${JSON.stringify(body.errors)}`);
    rows.push(...body.data.submissions.nodes);
    if (!body.data.submissions.pageInfo.hasNextPage) return rows;
    after = body.data.submissions.pageInfo.endCursor;
  }
}

/** Creates and publishes a form through the admin API; returns its id. */
export async function publishForm(input: {
  graphqlUrl: string;
  token: string;
  document: unknown;
}): Promise<string> {
  const call = async (query: string, variables: Record<string, unknown>) => {
    const response = await fetch(input.graphqlUrl, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        accept: "application/json",
        authorization: `Bearer ${input.token}`,
      },
      body: JSON.stringify({ query, variables }),
    });
    const body = (await response.json()) as {
      data?: Record<string, { id: string }>;
      errors?: Array<{ message: string }>;
    };
    if (body.errors?.length || !body.data) throw new Error(JSON.stringify(body.errors));
    return body.data;
  };
  const created = await call(`mutation($d: JSON!) { createForm(document: $d) { id } }`, {
    d: input.document,
  });
  const id = created.createForm?.id;
  if (!id) throw new Error("createForm returned no id");
  await call(`mutation($id: ID!) { publishForm(id: $id) { id } }`, { id });
  return id;
}
