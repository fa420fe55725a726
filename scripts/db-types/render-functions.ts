// The `Functions` of a schema, and the computed fields functions add to table
// rows, as postgres-meta writes them for `supabase gen types typescript`:
// Args and Returns per overload, SetofOptions when a function returns rows of a
// relation, and the error types PostgREST's overload rules lead to. Runs in
// Node, from gen-db-types.
import type { PgFunction } from './catalog.ts';
import {
  columnMember,
  tsTypeOf,
  type CallableFunction,
  type RenderContext,
} from './render-context.ts';
import { orNull } from './ts-type.ts';

export function functionsBlock(schema: string, context: RenderContext): string {
  if (context.functions.length === 0) return '[_ in never]: never';
  const overloadsByName = new Map<string, CallableFunction[]>();
  for (const callable of context.functions) {
    overloadsByName.set(callable.fn.name, [
      ...(overloadsByName.get(callable.fn.name) ?? []),
      callable,
    ]);
  }
  return [...overloadsByName]
    .map(([name, overloads]) => {
      const sorted = overloads.toSorted(
        (a, b) =>
          a.fn.argumentTypes.localeCompare(b.fn.argumentTypes) ||
          a.fn.returnType.localeCompare(b.fn.returnType),
      );
      const signatures = sorted.map((callable) => signature(schema, callable, sorted, context));
      return `${JSON.stringify(name)}:\n${signatures.join(' |\n')}`;
    })
    .join('\n');
}

/** Members a table's or view's Row gains from functions taking one of its rows. */
export function computedFields(relationName: string, context: RenderContext): string[] {
  return context.functions
    .filter(({ fn }) => fn.argumentTypes === relationName)
    .map(({ fn }) => `${JSON.stringify(fn.name)}: ${orNull(returnType(fn, context), true)}`);
}

function signature(
  schema: string,
  { fn, inArgs }: CallableFunction,
  overloads: CallableFunction[],
  context: RenderContext,
): string {
  const args =
    inArgs.length === 0
      ? 'never'
      : `{ ${inArgs
          .map(
            ({ name, typeId, hasDefault }) =>
              `${JSON.stringify(name)}${hasDefault ? '?' : ''}: ${tsTypeOf(typeId, context)}`,
          )
          .join('; ')} }`;
  const error =
    overloadConflict(schema, { fn, inArgs }, overloads, context) ??
    (takesRowWithoutReturningRows({ fn, inArgs }, context)
      ? `the function ${schema}.${fn.name} with parameter or with a single unnamed json/jsonb parameter, but no matches were found in the schema cache`
      : null);
  const returns = error ? `{ error: true } & ${JSON.stringify(error)}` : returnType(fn, context);
  return `{ Args: ${args}; Returns: ${rowsReturned(fn, returns, context)} }`;
}

/** `returns table (…)`, a relation's row, or any other type. */
function returnType(fn: PgFunction, context: RenderContext): string {
  const tableColumns = fn.args.filter(({ mode }) => mode === 'table');
  if (tableColumns.length > 0) {
    const members = tableColumns.map(
      ({ name, typeId }) => `${JSON.stringify(name)}: ${tsTypeOf(typeId, context)}`,
    );
    return `{\n${members.join('\n')}\n}`;
  }
  const relation = [...context.tables, ...context.views].find(
    ({ id }) => id === fn.returnRelationId,
  );
  if (relation) {
    const members = context
      .columnsOf(relation.id)
      .map((column) =>
        columnMember(column, { isNullable: column.isNullable, isOptional: false }, context),
      );
    return `{\n${members.join('\n')}\n}`;
  }
  return tsTypeOf(fn.returnTypeId, context);
}

/** The relation (or composite type) whose rows a function returns, if any. */
function returnedRelation(fn: PgFunction, context: RenderContext): string | null {
  if (!fn.returnRelationId) return null;
  return (
    context.relationNameById.get(fn.returnRelationId) ??
    context.relationTypeById.get(fn.returnTypeId)?.name ??
    null
  );
}

/** A set as an array, and SetofOptions so rpc() results can be filtered and embedded. */
function rowsReturned(fn: PgFunction, returns: string, context: RenderContext): string {
  const target = returnedRelation(fn, context);
  const manyRows = fn.rows !== null && fn.rows > 1;
  let setof: { from: string; isOneToOne: boolean; isSetofReturn: boolean } | null = target
    ? { from: '*', isOneToOne: !manyRows, isSetofReturn: fn.isSetReturning }
    : null;
  const [onlyArg] = fn.args;
  const sourceRow = fn.args.length === 1 && onlyArg && context.relationTypeById.get(onlyArg.typeId);
  if (sourceRow && target) {
    // A function of one row is embedded from that row's relation.
    const returnsSetOfRelation = fn.isSetReturning && fn.returnRelationId !== null;
    setof = returnsSetOfRelation
      ? { from: sourceRow.format, isOneToOne: !manyRows, isSetofReturn: true }
      : { from: sourceRow.format, isOneToOne: true, isSetofReturn: false };
  }
  const options = setof
    ? `SetofOptions: {\nfrom: ${JSON.stringify(setof.from)}\nto: ${JSON.stringify(target)}\nisOneToOne: ${setof.isOneToOne}\nisSetofReturn: ${setof.isSetofReturn}\n}`
    : '';
  // postgres-meta (as the CLI pins it) keeps a set of at most one row a single value.
  return `${returns}${fn.isSetReturning && manyRows ? '[]' : ''}\n${options}`;
}

function takesRowWithoutReturningRows({ fn, inArgs }: CallableFunction, context: RenderContext) {
  const [only] = inArgs;
  return (
    inArgs.length === 1 &&
    only?.name === '' &&
    context.relationTypeById.has(only.typeId) &&
    !returnedRelation(fn, context)
  );
}

/** Overloads PostgREST cannot tell apart, with the message it would answer. */
function overloadConflict(
  schema: string,
  { fn, inArgs }: CallableFunction,
  overloads: CallableFunction[],
  context: RenderContext,
): string | null {
  const others = overloads.filter((other) => other.fn !== fn);
  const advice =
    'Try renaming the parameters or the function itself in the database so function overloading can be resolved';
  const [only] = inArgs;
  if (!only) {
    const withDefault = others.find(
      ({ inArgs: [arg, ...rest] }) => arg && rest.length === 0 && arg.name === '' && arg.hasDefault,
    );
    if (withDefault) {
      const returns = context.typeById.get(withDefault.fn.returnTypeId)?.name ?? 'unknown';
      return `Could not choose the best candidate function between: ${schema}.${fn.name}(), ${schema}.${fn.name}( => ${returns}). ${advice}`;
    }
  }
  if (only && inArgs.length === 1 && only.name !== '') {
    const sameName = others.filter(
      ({ inArgs: [arg, ...rest] }) =>
        arg && rest.length === 0 && arg.name === only.name && arg.typeId !== only.typeId,
    );
    if (sameName.length > 0) {
      const candidates = [{ fn, inArgs }, ...sameName]
        .toSorted((a, b) => Number(a.inArgs[0]?.typeId ?? 0) - Number(b.inArgs[0]?.typeId ?? 0))
        .map(({ inArgs: args }) => {
          const list = args.map(
            (arg) => `${arg.name} => ${context.typeById.get(arg.typeId)?.name ?? 'unknown'}`,
          );
          return `${schema}.${fn.name}(${list.join(', ')})`;
        });
      return `Could not choose the best candidate function between: ${candidates.join(', ')}. ${advice}`;
    }
  }
  return null;
}
