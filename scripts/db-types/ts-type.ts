// The TypeScript type of a Postgres type, by the rules of postgres-meta's
// `pgTypeToTsType` (what `supabase gen types typescript` prints), so the
// generated file matches the CLI's. Runs in Node, from gen-db-types.
import type { Catalog, PgType } from './catalog.ts';

/** What a type name is resolved against: the rendered schema and every type. */
export type TypeScope = {
  schema: string;
  types: PgType[];
  /** The schema's plain and partitioned tables (foreign ones are left out, as in the CLI). */
  tableNames: Set<string>;
  /** The schema's views (materialized ones are left out, as in the CLI). */
  viewNames: Set<string>;
};

export function typeScope(catalog: Catalog): TypeScope {
  const named = (kinds: string[]) =>
    new Set(catalog.relations.filter((r) => kinds.includes(r.kind)).map((r) => r.name));
  return {
    schema: catalog.schema,
    types: catalog.types,
    tableNames: named(['r', 'p']),
    viewNames: named(['v']),
  };
}

const numberTypes = ['int2', 'int4', 'int8', 'float4', 'float8', 'numeric'];
const stringTypes = [
  'bytea',
  'bpchar',
  'varchar',
  'date',
  'text',
  'citext',
  'time',
  'timetz',
  'timestamp',
  'timestamptz',
  'uuid',
  'vector',
  'interval',
];

/** Ranges, geometric and network types, domains over arrays and the like are `unknown`, as in the CLI. */
export function pgTypeToTs(pgType: string, scope: TypeScope): string {
  if (pgType === 'bool') return 'boolean';
  if (numberTypes.includes(pgType)) return 'number';
  if (stringTypes.includes(pgType)) return 'string';
  if (pgType === 'json' || pgType === 'jsonb') return 'Json';
  if (pgType === 'void') return 'undefined';
  if (pgType === 'record') return 'Record<string, unknown>';
  // An array type's name is its element type's with a leading underscore.
  if (pgType.startsWith('_')) return `(${pgTypeToTs(pgType.substring(1), scope)})[]`;
  return userTypeToTs(pgType, scope);
}

/** Types are found by name alone; one in the rendered schema wins over a namesake elsewhere. */
function userTypeToTs(name: string, { schema, types, tableNames, viewNames }: TypeScope): string {
  const pick = (candidates: PgType[]) =>
    candidates.find((type) => type.schema === schema) ?? candidates[0];
  const enumType = pick(types.filter((type) => type.name === name && type.enums.length > 0));
  if (enumType) {
    // An enum of a schema that is not generated is spelled out instead.
    return enumType.schema === schema
      ? `Database[${JSON.stringify(schema)}]['Enums'][${JSON.stringify(name)}]`
      : enumType.enums.map((label) => JSON.stringify(label)).join('|');
  }
  const composite = pick(types.filter((type) => type.name === name && type.attributes.length > 0));
  if (composite) {
    return composite.schema === schema
      ? `Database[${JSON.stringify(schema)}]['CompositeTypes'][${JSON.stringify(name)}]`
      : 'unknown';
  }
  if (tableNames.has(name)) {
    return `Database[${JSON.stringify(schema)}]['Tables'][${JSON.stringify(name)}]['Row']`;
  }
  if (viewNames.has(name)) {
    return `Database[${JSON.stringify(schema)}]['Views'][${JSON.stringify(name)}]['Row']`;
  }
  return 'unknown';
}

/** `T | null`; unknown already includes null. */
export function orNull(tsType: string, isNullable: boolean): string {
  return tsType === 'unknown' || !isNullable ? tsType : `${tsType} | null`;
}
