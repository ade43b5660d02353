import { EMPLOYEE_ROUTE_TYPES, type EmployeeRouteType } from '../features/features.ts';
import type { DirectoryField } from './fields.ts';

/**
 * The layout of the directory's import template (spec/workers.md §2 "Batch upload panel", §5
 * "Sheet errors", §7 "Template downloads"): shared by the build, which writes one `.xlsx` per
 * route type and per option (vite.config.ts, write-excel-file), and the import, which reads it.
 *
 * The sheet is named TEMPLATE_SHEET_NAME. Rows 1 to 4 are a title, the version marker (cell A2),
 * and two lines of instructions; row 5 names the columns; people start at row 6 (the spec's
 * "5 header rows when versioned"). A sheet whose A2 is not a marker at all is the unversioned
 * layout: 4 header rows, the fourth naming the columns. A marker of another version is an old
 * template ('You seem to have an old version of the sheet...').
 *
 * The template's texts are English (it is written at build time); only the column names matter
 * to the import, which also accepts the field names themselves (`personalIdentificationNr`).
 */
export const TEMPLATE_SHEET_NAME = 'Directory';
export const TEMPLATE_MARKER_PREFIX = 'gatehouse-directory-template:';
export const TEMPLATE_VERSION = '2';
export const TEMPLATE_MARKER = `${TEMPLATE_MARKER_PREFIX}${TEMPLATE_VERSION}`;
/** Rows above the data: with the version marker, and without (the older layout). */
export const VERSIONED_HEADER_ROWS = 5;
export const UNVERSIONED_HEADER_ROWS = 4;

export type RouteType = EmployeeRouteType;

/** The optional columns a location switches on (its directory flags). */
export interface TemplateOptions {
  lineManagers: boolean;
  alternateId: boolean;
  tags: boolean;
}

export interface TemplateColumn {
  field: DirectoryField;
  /** The name in the template's header row. */
  header: string;
  /** Other names the import accepts for the column. */
  aliases: readonly string[];
  required: boolean;
}

const COLUMNS: readonly (TemplateColumn & { option?: keyof TemplateOptions })[] = [
  { field: 'firstName', header: 'First Name', aliases: ['firstName'], required: true },
  { field: 'lastName', header: 'Last Name', aliases: ['lastName'], required: true },
  {
    field: 'personalIdentificationNr',
    header: 'Person ID',
    aliases: ['personalIdentificationNr', 'ID'],
    required: true,
  },
  {
    field: 'alternatePersonalIdNr',
    header: 'Alternate ID',
    aliases: ['alternatePersonalIdNr'],
    required: true,
    option: 'alternateId',
  },
  {
    field: 'organizationIdValue',
    header: 'Organization ID',
    aliases: ['organizationIdValue', 'Organisation ID'],
    required: true,
  },
  { field: 'email', header: 'Email', aliases: ['email address'], required: false },
  { field: 'phoneNumber', header: 'Phone Number', aliases: ['phone'], required: false },
  {
    field: 'lineManagers',
    header: 'Line Managers',
    aliases: ['lineManagers'],
    required: false,
    option: 'lineManagers',
  },
  { field: 'tags', header: 'Tags', aliases: ['tag'], required: false, option: 'tags' },
];

/** The template's columns at a location with these options, in order. */
export function templateColumns(options: TemplateOptions): TemplateColumn[] {
  return COLUMNS.filter((column) => !column.option || options[column.option]).map(
    ({ option: _option, ...column }) => column,
  );
}

const TITLES: Record<RouteType, string> = {
  employees: 'Employee Directory',
  students: 'Student Directory',
  candidates: 'Candidate Directory',
};

/** The template's rows as text (title, marker, instructions, column names). */
export function templateRows(routeType: RouteType, options: TemplateOptions): string[][] {
  const columns = templateColumns(options);
  const required = columns.filter((column) => column.required).map((column) => column.header);
  return [
    [`${TITLES[routeType]} import template`],
    [TEMPLATE_MARKER],
    [`One person per row from row 6. Required: ${required.join(', ')}.`],
    [
      'Emails are lower-cased, IDs and tags upper-cased; separate several line managers or tags with a comma, semicolon or |.',
    ],
    columns.map((column) => column.header),
  ];
}

/** The file of a template: one per route type and combination of options. */
export function templateFileName(routeType: RouteType, options: TemplateOptions): string {
  const parts = [
    options.alternateId ? 'alternate-id' : '',
    options.lineManagers ? 'line-managers' : '',
    options.tags ? 'tags' : '',
  ].filter((part) => part !== '');
  return `${routeType}-directory-template${parts.length > 0 ? `-${parts.join('-')}` : ''}.xlsx`;
}

/** Where the build puts the templates (under the site's root). */
export const TEMPLATE_FOLDER = 'templates/directory';

/** Every template the build writes. */
export function templateVariants(): { routeType: RouteType; options: TemplateOptions }[] {
  const variants: { routeType: RouteType; options: TemplateOptions }[] = [];
  for (const routeType of EMPLOYEE_ROUTE_TYPES) {
    for (let bits = 0; bits < 8; bits++) {
      variants.push({
        routeType,
        options: {
          alternateId: (bits & 1) !== 0,
          lineManagers: (bits & 2) !== 0,
          tags: (bits & 4) !== 0,
        },
      });
    }
  }
  return variants;
}
