/*
 * Everything about one kind of lead, described once: its name, its table, its fields, what
 * the visitor is told, the statuses an admin moves it through and what the admin lists and
 * exports. Plain data, so the page can read labels without loading the validation code;
 * the types tie each description to its table in the generated database types.
 */
import type { Database } from '@/shared/database.types';
import { isTextField, type LeadField } from '@/shared/leads/lead-field';
import type { LeadInput, LeadRow } from '@/shared/leads/lead-schema';

export interface Toast {
  title: string;
  message: string;
}

/** Columns every lead table has besides its fields. */
export type SystemColumn = 'id' | 'created_at' | 'status';

/** A field a person meets: the honeypot is never listed, exported, searched or mailed. */
type Shown<Field extends LeadField> = Exclude<Field, { input: 'trap' }>['name'];

type Tables = Database['public']['Tables'];

/** A table leads land in: every row has an id, a status and the time it arrived. */
type LeadTableName = {
  [Table in keyof Tables]: Tables[Table]['Row'] extends {
    id: string;
    status: string;
    created_at: string;
  }
    ? Table
    : never;
}[keyof Tables];

/** What an insert into the table may carry, as the generated database types say. */
type TableInsert<Table extends LeadTableName> = Tables[Table]['Insert'];

export interface LeadKindDescription<
  Field extends LeadField = LeadField,
  Table extends LeadTableName = LeadTableName,
  Kind extends string = string,
> {
  /** The name the outbox, the forms and the admin's links know the kind by. */
  readonly kind: Kind;
  readonly table: Table;
  /** What one is called where several kinds are listed together. */
  readonly label: string;
  readonly fields: readonly Field[];
  readonly messages: { readonly success: Toast; readonly failure: Toast };
  /**
   * The form's submit button, and what it reads while the lead is on its way; without a
   * `pending` label it keeps its own, disabled.
   */
  readonly submit: { readonly label: string; readonly pending?: string };
  /** In the order an admin moves a lead along; the first is where every lead starts. */
  readonly statuses: readonly [string, ...string[]];
  /** The statuses that still need someone's attention. */
  readonly openStatuses: readonly string[];
  /**
   * Columns the database and admins fill in, never the visitor's form. A `file` column
   * holds the path of a stored file; the mails about a lead list that file's name.
   */
  readonly managedColumns?: readonly {
    readonly name: string;
    readonly nullable: boolean;
    readonly file?: { readonly label: string };
  }[];
  /** What happens after the lead is stored: staff are told, the visitor is thanked. */
  readonly followUp: {
    /** What the staff mail and the visitor's acknowledgement restate, in this order. */
    readonly summaryFields: readonly Shown<Field>[];
    /** The response time the page promised, as the acknowledgement repeats it. */
    readonly promise: string;
    /** A lead still at its first status after this long has waited too long. */
    readonly respondWithinHours: number;
  };
  /** How long the privacy policy says these leads are kept before they are deleted. */
  readonly retention: {
    /**
     * Months from the day one arrived, by default: the migration that seeds
     * public.lead_retention must agree (tests/backend/lead-retention.test.ts).
     */
    readonly months: number;
    /** What the policy's list of periods calls them. */
    readonly policyLabel: string;
  };
  readonly admin: {
    readonly tabLabel: string;
    /** Where its tab sits on the dashboard: lowest first. */
    readonly tabOrder: number;
    readonly title: string;
    readonly emptyText: string;
    /** The field that names the person, for labels such as "Status of Ada's booking". */
    readonly personField: Shown<Field>;
    /** What the admin's search looks in: the table's lower-cased search_text column. */
    readonly searchFields: readonly Shown<Field>[];
    readonly columns: readonly (Shown<Field> | SystemColumn)[];
    /** Exported beside the list's columns, though the list does not show them. */
    readonly csvExtra?: readonly Shown<Field>[];
    readonly csvName: string;
    /** A field the admin can keep to one value of, such as a booth lead's event. */
    readonly groupBy?: { readonly field: Shown<Field>; readonly label: string };
  };
}

export const systemColumnLabels: Record<SystemColumn, string> = {
  id: 'ID',
  created_at: 'Received',
  status: 'Status',
};

/** Any one kind's description, whatever its fields, table and name. */
export type AnyLeadKind = LeadKindDescription<LeadField, LeadTableName, string>;

export type FieldOf<Description> = Description extends {
  fields: readonly (infer Field extends LeadField)[];
}
  ? Field
  : never;

/** What a kind's form holds: text, chosen options and ticked boxes, before validation. */
export type LeadValuesOf<Description> = LeadInput<FieldOf<Description>>;

/**
 * What a kind's form sends and its outbox item carries: its table's insert type from the
 * generated database types, cut to the kind's fields.
 */
export type LeadPayloadOf<Description extends AnyLeadKind> = Pick<
  TableInsert<Description['table']>,
  FieldOf<Description>['name'] & keyof TableInsert<Description['table']>
>;

type RequiredKeys<Row> = {
  [Key in keyof Row]-?: object extends Pick<Row, Key> ? never : Key;
}[keyof Row];

/**
 * Holds a description to its table: each field a column, each column an insert needs a
 * field, and the validated row an insert the table takes. `unknown` when it fits;
 * otherwise a property naming the trouble, which the description then lacks.
 */
type FitsTable<Field extends LeadField, Table extends LeadTableName> = [
  Exclude<Field['name'], keyof TableInsert<Table>>,
] extends [never]
  ? [Exclude<RequiredKeys<TableInsert<Table>>, Field['name']>] extends [never]
    ? LeadRow<Field> extends Pick<TableInsert<Table>, Field['name'] & keyof TableInsert<Table>>
      ? unknown
      : { readonly validatedRowDoesNotFit: Table }
    : {
        readonly requiredColumnsWithoutField: Exclude<
          RequiredKeys<TableInsert<Table>>,
          Field['name']
        >;
      }
  : { readonly fieldsNotInTable: Exclude<Field['name'], keyof TableInsert<Table>> };

/**
 * Keeps the name, table and field names literal, so schemas, rows and payloads are typed
 * field by field; a description its table's generated types disagree with fails to compile.
 */
export function describeLeadKind<
  const Kind extends string,
  const Table extends LeadTableName,
  const Field extends LeadField,
>(
  description: LeadKindDescription<Field, Table, Kind> & FitsTable<Field, Table>,
): LeadKindDescription<Field, Table, Kind> {
  return description;
}

/** The export: id, received and status first, then the list's columns and the extras. */
export function csvColumnsOf(description: LeadKindDescription): string[] {
  const { columns, csvExtra = [] } = description.admin;
  const system: string[] = ['id', 'created_at', 'status'];
  return [...system, ...columns.filter((column) => !system.includes(column)), ...csvExtra];
}

export function columnLabel(description: LeadKindDescription, column: string): string {
  if (column in systemColumnLabels) return systemColumnLabels[column as SystemColumn];
  return description.fields.find((field) => field.name === column)?.label ?? column;
}

/** A lead's value as one line of text: options chosen joined by commas, consent as Yes or No. */
export function cellText(value: string | string[] | boolean | null | undefined): string | null {
  if (Array.isArray(value)) return value.join(', ');
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  return value ?? null;
}

/** What an untouched control holds: no text, no option or page chosen, the box not ticked. */
function emptyValue(field: LeadField): string | string[] | boolean {
  if (field.input === 'choices' || field.input === 'pages') return [];
  if (field.input === 'consent') return false;
  return '';
}

/**
 * A form with nothing entered: every field but the defaulted ones and instants (none picked
 * is none sent), the empty trap included.
 */
export function emptyLeadInput<Field extends LeadField>(
  fields: readonly Field[],
): LeadInput<Field> {
  return Object.fromEntries(
    fields
      .filter((field) => field.input !== 'instants')
      .filter((field) => !isTextField(field) || field.fallback === undefined)
      .map((field) => [field.name, emptyValue(field)]),
  ) as LeadInput<Field>;
}
