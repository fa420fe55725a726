// One schema's entry in `Database`: Tables (Row, Insert, Update,
// Relationships), Views, Functions, Enums and CompositeTypes, laid out as
// postgres-meta lays them out for `supabase gen types typescript`. Runs in
// Node, from gen-db-types.
import type { Catalog, PgType, Relation, Relationship } from './catalog.ts';
import { computedFields, functionsBlock } from './render-functions.ts';
import { columnMember, tsTypeOf, type RenderContext } from './render-context.ts';
import { orNull } from './ts-type.ts';

export function schemaBlock(catalog: Catalog, context: RenderContext): string {
  const relationships = catalog.relationships.toSorted(
    (a, b) =>
      a.foreignKeyName.localeCompare(b.foreignKeyName) ||
      a.referencedRelation.localeCompare(b.referencedRelation) ||
      JSON.stringify(a.referencedColumns).localeCompare(JSON.stringify(b.referencedColumns)),
  );
  const relationshipsOf = (table: Relation) =>
    relationships.filter((relationship) => relationship.relation === table.name);
  return `${JSON.stringify(catalog.schema)}: {
Tables: {
${orNever(context.tables.map((table) => tableEntry(table, relationshipsOf(table), context)))}
}
Views: {
${orNever(context.views.map((view) => viewEntry(view, context)))}
}
Functions: {
${functionsBlock(catalog.schema, context)}
}
Enums: {
${orNever(context.enums.map(enumEntry))}
}
CompositeTypes: {
${orNever(context.compositeTypes.map((type) => compositeEntry(type, context)))}
}
}`;
}

/** An empty group is a mapped type over never, so indexing it by any name fails. */
function orNever(entries: string[]): string {
  return entries.length === 0 ? '[_ in never]: never' : entries.join('\n');
}

function tableEntry(
  table: Relation,
  relationships: Relationship[],
  context: RenderContext,
): string {
  const columns = context.columnsOf(table.id);
  const row = columns.map((column) =>
    columnMember(column, { isNullable: column.isNullable, isOptional: false }, context),
  );
  // A column the database fills (default, identity, generated) or that may be null can be left out.
  const insert = columns.map((column) =>
    column.isIdentityAlways
      ? `${JSON.stringify(column.name)}?: never`
      : columnMember(
          column,
          {
            isNullable: column.isNullable,
            isOptional: column.isNullable || column.isIdentity || column.hasDefault,
          },
          context,
        ),
  );
  const update = columns.map((column) =>
    column.isIdentityAlways
      ? `${JSON.stringify(column.name)}?: never`
      : columnMember(column, { isNullable: column.isNullable, isOptional: true }, context),
  );
  return `${JSON.stringify(table.name)}: {
Row: {
${[...row, ...computedFields(table.name, context)].join('\n')}
}
Insert: {
${insert.join('\n')}
}
Update: {
${update.join('\n')}
}
Relationships: [
${relationships.map(relationshipEntry).join(',\n')}
]
}`;
}

// A view's relationships come from the foreign keys of the tables under it;
// generate.ts refuses a schema where that would make any (see catalog.ts).
function viewEntry(view: Relation, context: RenderContext): string {
  const columns = context.columnsOf(view.id);
  const row = columns.map((column) =>
    columnMember(column, { isNullable: column.isNullable, isOptional: false }, context),
  );
  // Through a view every column may be null and left out; some cannot be written at all.
  const writable = columns.map((column) =>
    column.isUpdatable
      ? columnMember(column, { isNullable: true, isOptional: true }, context)
      : `${JSON.stringify(column.name)}?: never`,
  );
  const writes = view.isUpdatable
    ? `Insert: {\n${writable.join('\n')}\n}\nUpdate: {\n${writable.join('\n')}\n}\n`
    : '';
  return `${JSON.stringify(view.name)}: {
Row: {
${[...row, ...computedFields(view.name, context)].join('\n')}
}
${writes}Relationships: []
}`;
}

function enumEntry({ name, enums }: PgType): string {
  return `${JSON.stringify(name)}: ${enums.map((label) => JSON.stringify(label)).join('|')}`;
}

/** Any attribute of a composite value may be null. */
function compositeEntry({ name, attributes }: PgType, context: RenderContext): string {
  const members = attributes.map(
    (attribute) =>
      `${JSON.stringify(attribute.name)}: ${orNull(tsTypeOf(attribute.typeId, context), true)}`,
  );
  return `${JSON.stringify(name)}: {\n${members.join('\n')}\n}`;
}

function relationshipEntry(relationship: Relationship): string {
  return `{
foreignKeyName: ${JSON.stringify(relationship.foreignKeyName)}
columns: ${JSON.stringify(relationship.columns)}
isOneToOne: ${relationship.isOneToOne}
referencedRelation: ${JSON.stringify(relationship.referencedRelation)}
referencedColumns: ${JSON.stringify(relationship.referencedColumns)}
}`;
}
