import {
  type GraphQLFieldConfigMap,
  GraphQLObjectType,
  GraphQLSchema,
  GraphQLString,
  graphql,
} from "graphql";
import { describe, expect, it } from "vitest";
import type { Database } from "../db/database";
import type { Actor } from "../services/auth/actor";
import { workspaceAccessOf } from "../services/workspaces/access";
import type { GraphQLContext } from "./context";
import { enforcePermissions } from "./permissions";

const answer = { type: GraphQLString, resolve: () => "ran" };

/** A schema with one public, one owner and one unlisted operation. */
function tinySchema(): GraphQLSchema {
  const fields: GraphQLFieldConfigMap<unknown, GraphQLContext> = {
    form: answer,
    users: answer,
    notInTheTable: answer,
  };
  return enforcePermissions(
    new GraphQLSchema({ query: new GraphQLObjectType({ name: "Query", fields }) }),
  );
}

function contextOf(actor: Actor | null): GraphQLContext {
  let lookups = 0;
  return {
    actor: async () => {
      lookups++;
      return actor;
    },
    // Keys and the admin token need no database to know their workspaces.
    workspaceAccess: async () => {
      lookups++;
      return actor ? workspaceAccessOf({} as Database, actor) : null;
    },
    get lookups() {
      return lookups;
    },
  } as unknown as GraphQLContext;
}

const owner: Actor = { kind: "adminToken", role: "owner" };
const editor: Actor = { kind: "apiKey", keyId: "k", role: "editor", workspaceId: "w" };
const ownerKey: Actor = { kind: "apiKey", keyId: "o", role: "owner", workspaceId: "w" };

async function run(source: string, actor: Actor | null) {
  const contextValue = contextOf(actor);
  const result = await graphql({ schema: tinySchema(), source, contextValue });
  return {
    data: result.data,
    codes: result.errors?.map((e) => e.extensions.code) ?? [],
    messages: result.errors?.map((e) => e.message) ?? [],
    lookups: (contextValue as unknown as { lookups: number }).lookups,
  };
}

describe("enforcePermissions", () => {
  it("runs a public operation without looking the caller up", async () => {
    const result = await run("{ form }", null);
    expect(result.data).toEqual({ form: "ran" });
    expect(result.lookups).toBe(0);
  });

  it("refuses an owner operation to an editor with FORBIDDEN, naming both roles", async () => {
    const result = await run("{ users }", editor);
    expect(result.data).toEqual({ users: null });
    expect(result.codes).toEqual(["FORBIDDEN"]);
    expect(result.messages).toEqual(["Forbidden: this needs the owner role (you are editor)"]);
  });

  it("refuses an owner operation to an anonymous caller with UNAUTHENTICATED", async () => {
    expect((await run("{ users }", null)).codes).toEqual(["UNAUTHENTICATED"]);
  });

  it("runs an owner operation for an owner", async () => {
    expect((await run("{ users }", owner)).data).toEqual({ users: "ran" });
  });

  it("never takes an API key for an instance administrator: an owner key acts as an editor outside its workspace", async () => {
    const result = await run("{ users }", ownerKey);
    expect(result.codes).toEqual(["FORBIDDEN"]);
    expect(result.messages).toEqual(["Forbidden: this needs the owner role (you are editor)"]);
  });

  it("refuses an operation missing from the permission table even to an owner", async () => {
    const result = await run("{ notInTheTable }", owner);
    expect(result.data).toEqual({ notInTheTable: null });
    expect(result.messages[0]).toContain("no entry in the permission table");
  });
});
