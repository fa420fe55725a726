// The catalog arranged for rendering: relations, columns and functions sorted
// by name and the lookups the renderers share. Runs in Node, from gen-db-types.
import type { Catalog, Column, FunctionArg, PgFunction, PgType, Relation } from './catalog.ts';
import { orNull, pgTypeToTs, typeScope, type TypeScope } from './ts-type.ts';

/** A function the API can call, with its input arguments. */
export type CallableFunction = { fn: PgFunction; inArgs: FunctionArg[] };

export type RenderContext = {
  scope: TypeScope;
  /** Tables, partitioned and foreign tables, by name. */
  tables: Relation[];
  /** Views and materialized views, by name; a materialized view is never updatable. */
  views: Relation[];
  enums: PgType[];
  compositeTypes: PgType[];
  functions: CallableFunction[];
  columnsOf(relationId: string): Column[];
  typeById: Map<string, PgType>;
  /** Row types of tables and views, and composite types. */
  relationTypeById: Map<string, PgType>;
  relationNameById: Map<string, string>;
};

/** The CLI sorts with localeCompare; so does this, so the order is the same. */
export const byName = <T extends { name: string }>(a: T, b: T) => a.name.localeCompare(b.name);

export function renderContext(catalog: Catalog): RenderContext {
  const scope = typeScope(catalog);
  const relations = catalog.relations.toSorted(byName);
  const columns = new Map<string, Column[]>();
  for (const column of catalog.columns.toSorted(byName)) {
    columns.set(column.relationId, [...(columns.get(column.relationId) ?? []), column]);
  }
  const ownTypes = catalog.types.filter((type) => type.schema === catalog.schema).toSorted(byName);
  const context: RenderContext = {
    scope,
    tables: relations.filter((r) => ['r', 'p', 'f'].includes(r.kind)),
    views: relations
      .filter((r) => r.kind === 'v' || r.kind === 'm')
      .map((r) => (r.kind === 'm' ? { ...r, isUpdatable: false } : r)),
    enums: ownTypes.filter((type) => type.enums.length > 0),
    compositeTypes: ownTypes.filter((type) => type.attributes.length > 0),
    functions: [],
    columnsOf: (relationId) => columns.get(relationId) ?? [],
    typeById: new Map(catalog.types.map((type) => [type.id, type])),
    relationTypeById: new Map(
      catalog.types.filter((type) => type.relationId).map((type) => [type.id, type]),
    ),
    relationNameById: new Map(relations.map((r) => [r.id, r.name])),
  };
  context.functions = callableFunctions(catalog.functions, context);
  return context;
}

/** json, jsonb and text: PostgREST passes the request body as one unnamed argument of these. */
const bodyTypeIds = new Set(['114', '3802', '25']);
const inputModes = new Set(['in', 'inout', 'variadic']);

/** Functions PostgREST can call: every input named, or unnamed ones it can still pass. */
function callableFunctions(functions: PgFunction[], context: RenderContext): CallableFunction[] {
  return functions
    .map((fn) => {
      // The CLI sorts the arguments by name, which also orders `returns table` columns.
      const args = fn.args.toSorted(byName);
      return { fn: { ...fn, args }, inArgs: args.filter((arg) => inputModes.has(arg.mode)) };
    })
    .filter(({ inArgs }) => {
      const [only] = inArgs;
      const singleUnnamed =
        inArgs.length === 1 &&
        only?.name === '' &&
        (bodyTypeIds.has(only.typeId) || context.relationTypeById.has(only.typeId));
      const unnamedArePassable = inArgs.every(
        (arg) => arg.name !== '' || (arg.hasDefault && bodyTypeIds.has(arg.typeId)),
      );
      return unnamedArePassable || singleUnnamed;
    })
    .toSorted((a, b) => byName(a.fn, b.fn));
}

/** The TypeScript type of a type id; `unknown` for a type the catalog lacks. */
export function tsTypeOf(typeId: string, context: RenderContext): string {
  const type = context.typeById.get(typeId);
  return type ? pgTypeToTs(type.name, context.scope) : 'unknown';
}

export function columnMember(
  column: Pick<Column, 'name' | 'format'>,
  { isNullable, isOptional }: { isNullable: boolean; isOptional: boolean },
  context: RenderContext,
): string {
  const tsType = orNull(pgTypeToTs(column.format, context.scope), isNullable);
  return `${JSON.stringify(column.name)}${isOptional ? '?' : ''}: ${tsType}`;
}
