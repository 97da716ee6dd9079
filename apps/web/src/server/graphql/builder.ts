import SchemaBuilder from "@pothos/core";
import { GraphQLError, Kind, type ValueNode, valueFromASTUntyped } from "graphql";
import type { GraphQLContext } from "./context";

/** The code-first schema builder: types flow from resolvers to the schema. */
export const builder = new SchemaBuilder<{
  Context: GraphQLContext;
  Scalars: {
    JSON: { Input: unknown; Output: unknown };
    DateTime: { Input: Date; Output: Date };
  };
  DefaultFieldNullability: false;
}>({ defaultFieldNullability: false });

builder.scalarType("JSON", {
  description: "Any JSON value.",
  serialize: (value) => value,
  parseValue: (value) => value,
  parseLiteral: (ast: ValueNode, variables) => valueFromASTUntyped(ast, variables),
});

builder.scalarType("DateTime", {
  description: "An ISO 8601 date and time in UTC.",
  serialize: (value) => value.toISOString(),
  parseValue: (value) => {
    const date = typeof value === "string" ? new Date(value) : null;
    if (!date || Number.isNaN(date.getTime())) throw new GraphQLError("Invalid DateTime");
    return date;
  },
  parseLiteral: (ast) => {
    if (ast.kind !== Kind.STRING) throw new GraphQLError("DateTime must be a string");
    return new Date(ast.value);
  },
});

builder.queryType({});
builder.mutationType({});
