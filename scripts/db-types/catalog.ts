// Reads one schema's tables, views, columns, foreign keys, functions and all
// types from pg_catalog: the facts postgres-meta gathers for
// `supabase gen types typescript`, with the same rules (a domain column has its
// base type, a column is nullable unless it or its domain is NOT NULL). Runs in
// Node, on any Queryable from supabase/local/db.ts. Object ids are read as text
// because PGlite would hand oids cast to int8 back as bigints.
import type { Queryable } from '../../supabase/local/db.ts';

/** relkind: r table, p partitioned table, f foreign table, v view, m materialized view. */
export type Relation = {
  id: string;
  name: string;
  kind: 'r' | 'p' | 'f' | 'v' | 'm';
  /** A view that accepts INSERT, UPDATE and DELETE (information_schema's rule). */
  isUpdatable: boolean;
};

export type Column = {
  relationId: string;
  name: string;
  /** The type's name (typname), or the base type's name for a domain. */
  format: string;
  isNullable: boolean;
  hasDefault: boolean;
  isIdentity: boolean;
  isIdentityAlways: boolean;
  isUpdatable: boolean;
};

export type Relationship = {
  foreignKeyName: string;
  relation: string;
  columns: string[];
  /** The foreign-key columns are exactly a primary key or a unique constraint. */
  isOneToOne: boolean;
  referencedRelation: string;
  referencedColumns: string[];
};

export type FunctionArg = {
  mode: 'in' | 'out' | 'inout' | 'variadic' | 'table';
  /** '' when unnamed. */
  name: string;
  typeId: string;
  hasDefault: boolean;
};

export type PgFunction = {
  name: string;
  args: FunctionArg[];
  /** pg_get_function_arguments, e.g. "consultations" for one unnamed row argument. */
  argumentTypes: string;
  returnTypeId: string;
  /** pg_get_function_result, e.g. "SETOF consultations". */
  returnType: string;
  returnRelationId: string | null;
  isSetReturning: boolean;
  /** The planner's row estimate of a set-returning function. */
  rows: number | null;
};

export type PgType = {
  id: string;
  name: string;
  schema: string;
  /** format_type(oid), e.g. "consultations" or "auth.users". */
  format: string;
  enums: string[];
  attributes: { name: string; typeId: string }[];
  relationId: string | null;
};

export type Catalog = {
  schema: string;
  relations: Relation[];
  columns: Column[];
  relationships: Relationship[];
  functions: PgFunction[];
  /** Every type of every schema: columns may use enums declared elsewhere. */
  types: PgType[];
  /** Views over a table at either end of a foreign key within the schema. */
  viewsOverForeignKeys: string[];
};

export async function readCatalog(db: Queryable, schema: string): Promise<Catalog> {
  const [relations, columns, relationships, functions, types, viewsOverKeys] = await Promise.all([
    db.query<Relation>(relationsSql, [schema]),
    db.query<Column>(columnsSql, [schema]),
    db.query<Relationship>(relationshipsSql, [schema]),
    db.query<FunctionRow>(functionsSql, [schema]),
    db.query<PgType>(typesSql),
    db.query<{ name: string }>(viewsOverForeignKeysSql, [schema]),
  ]);
  return {
    schema,
    relations,
    columns,
    relationships,
    functions: functions.map(toFunction),
    types,
    viewsOverForeignKeys: viewsOverKeys.map((view) => view.name),
  };
}

const relationsSql = `
  select c.oid::text as id, c.relname as name, c.relkind::text as kind,
    (pg_relation_is_updatable(c.oid, false) & 20) = 20 as "isUpdatable"
  from pg_class c
  join pg_namespace n on n.oid = c.relnamespace
  where n.nspname = $1 and c.relkind in ('r', 'p', 'f', 'v', 'm')`;

const columnsSql = `
  select a.attrelid::text as "relationId", a.attname as name,
    coalesce(bt.typname, t.typname) as format,
    not (a.attnotnull or (t.typtype = 'd' and t.typnotnull)) as "isNullable",
    a.atthasdef as "hasDefault",
    a.attidentity in ('a', 'd') as "isIdentity",
    a.attidentity = 'a' as "isIdentityAlways",
    c.relkind in ('r', 'p')
      or (c.relkind in ('v', 'f') and pg_column_is_updatable(c.oid, a.attnum, false)) as "isUpdatable"
  from pg_attribute a
  join pg_class c on c.oid = a.attrelid
  join pg_namespace n on n.oid = c.relnamespace
  join pg_type t on t.oid = a.atttypid
  left join pg_type bt on t.typtype = 'd' and bt.oid = t.typbasetype
  where n.nspname = $1 and c.relkind in ('r', 'p', 'f', 'v', 'm')
    and a.attnum > 0 and not a.attisdropped`;

// Only keys between two relations of the schema: the CLI leaves out the others
// (user_roles → auth.users), since PostgREST cannot embed across schemas.
const relationshipsSql = `
  select con.conname as "foreignKeyName", src.relname as relation, dst.relname as "referencedRelation",
    array(select a.attname from unnest(con.conkey) with ordinality k(num, ord)
      join pg_attribute a on a.attrelid = con.conrelid and a.attnum = k.num order by k.ord) as columns,
    array(select a.attname from unnest(con.confkey) with ordinality k(num, ord)
      join pg_attribute a on a.attrelid = con.confrelid and a.attnum = k.num order by k.ord)
      as "referencedColumns",
    exists (
      select from pg_constraint uk
      where uk.conrelid = con.conrelid and uk.contype in ('p', 'u')
        and array(select a.attname from pg_attribute a
              where a.attrelid = uk.conrelid and a.attnum = any (uk.conkey) order by a.attnum)
          = array(select a.attname from unnest(con.conkey) with ordinality k(num, ord)
              join pg_attribute a on a.attrelid = con.conrelid and a.attnum = k.num order by k.ord)
    ) as "isOneToOne"
  from pg_constraint con
  join pg_class src on src.oid = con.conrelid
  join pg_namespace srcn on srcn.oid = src.relnamespace
  join pg_class dst on dst.oid = con.confrelid
  join pg_namespace dstn on dstn.oid = dst.relnamespace
  where con.contype = 'f' and con.conparentid = 0 and srcn.nspname = $1 and dstn.nspname = $1`;

// The CLI gives such views relationships by following their columns through
// the view's query tree to the keys; this generator does not, so it must know.
const viewsOverForeignKeysSql = `
  select distinct v.relname as name
  from pg_class v
  join pg_namespace n on n.oid = v.relnamespace
  join pg_rewrite r on r.ev_class = v.oid
  join pg_depend d on d.classid = 'pg_rewrite'::regclass and d.objid = r.oid
    and d.refclassid = 'pg_class'::regclass
  join pg_constraint fk on fk.contype = 'f' and d.refobjid in (fk.conrelid, fk.confrelid)
  join pg_class src on src.oid = fk.conrelid
  join pg_class dst on dst.oid = fk.confrelid
  where n.nspname = $1 and v.relkind in ('v', 'm') and d.refobjid <> v.oid
    and src.relnamespace = n.oid and dst.relnamespace = n.oid`;

// Trigger functions cannot be called through the API, so the CLI skips them.
const functionsSql = `
  select p.proname as name, p.proargmodes::text[] as modes, p.proargnames as names,
    coalesce(p.proallargtypes, p.proargtypes::oid[])::text[] as "typeIds",
    p.pronargs as "inCount", p.pronargdefaults as "defaultCount",
    pg_get_function_arguments(p.oid) as "argumentTypes",
    p.prorettype::text as "returnTypeId",
    pg_get_function_result(p.oid) as "returnType",
    nullif(rt.typrelid, 0)::text as "returnRelationId",
    p.proretset as "isSetReturning",
    case when p.proretset then nullif(p.prorows, 0) end as rows
  from pg_proc p
  join pg_namespace n on n.oid = p.pronamespace
  left join pg_type rt on rt.oid = p.prorettype
  where n.nspname = $1 and p.prokind = 'f'
    and pg_get_function_result(p.oid) not in ('trigger', 'event_trigger')`;

// Composite types, and the row types of tables and views; not those of other relations.
const typesSql = `
  select t.oid::text as id, t.typname as name, n.nspname as schema,
    format_type(t.oid, null) as format,
    array(select e.enumlabel::text from pg_enum e where e.enumtypid = t.oid order by e.enumsortorder)
      as enums,
    coalesce((
      select json_agg(json_build_object('name', a.attname, 'typeId', a.atttypid::text) order by a.attnum)
      from pg_class c join pg_attribute a on a.attrelid = c.oid
      where c.oid = t.typrelid and c.relkind = 'c' and not a.attisdropped
    ), '[]') as attributes,
    nullif(t.typrelid, 0)::text as "relationId"
  from pg_type t
  join pg_namespace n on n.oid = t.typnamespace
  where t.typrelid = 0
    or (select c.relkind in ('c', 'r', 'v', 'm', 'p') from pg_class c where c.oid = t.typrelid)
  order by t.oid`;

type FunctionRow = {
  name: string;
  modes: string[] | null;
  names: string[] | null;
  typeIds: string[];
  inCount: number;
  defaultCount: number;
  argumentTypes: string;
  returnTypeId: string;
  returnType: string;
  returnRelationId: string | null;
  isSetReturning: boolean;
  rows: number | null;
};

const argModes: Record<string, FunctionArg['mode']> = {
  i: 'in',
  o: 'out',
  b: 'inout',
  v: 'variadic',
  t: 'table',
};

function toFunction({
  modes,
  names,
  typeIds,
  inCount,
  defaultCount,
  ...fn
}: FunctionRow): PgFunction {
  const firstDefault = inCount - defaultCount;
  return {
    name: fn.name,
    // The defaults belong to the last input arguments, but postgres-meta lines
    // them up with all arguments, output ones included; the CLI's output
    // depends on that, so it is kept.
    args: typeIds.map((typeId, index) => ({
      mode: argModes[modes?.[index] ?? 'i'] ?? 'in',
      name: names?.[index] ?? '',
      typeId,
      hasDefault: index >= firstDefault && index < inCount,
    })),
    argumentTypes: fn.argumentTypes,
    returnTypeId: fn.returnTypeId,
    returnType: fn.returnType,
    returnRelationId: fn.returnRelationId,
    isSetReturning: fn.isSetReturning,
    rows: fn.rows,
  };
}
