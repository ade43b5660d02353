import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { VisitorRecord } from './visitorRows.ts';

/**
 * Display states of visitor log fields (spec/visitors.md §3, §4) as message descriptors, and the
 * plain values of the other columns, shared by the table, the column search and the CSV export.
 */

export const RECOGNITION_LABELS: Record<string, MessageDescriptor> = {
  recognised: msg`Recognised`,
  verified: msg`Verified`,
  unverified: msg`Unverified`,
  'touchless.accesspass': msg`Touchless (access pass)`,
  'touchless.unverified': msg`Touchless (unverified)`,
  dashboard: msg`Dashboard`,
  external_event: msg`External event`,
  unavailable: msg`Unavailable`,
};

export const HOST_APPROVAL_LABELS: Record<string, MessageDescriptor> = {
  pending: msg`Pending`,
  rejected: msg`Rejected`,
  approved: msg`Approved`,
  'N/A': msg`N/A`,
};

export function recognitionLabel(record: VisitorRecord): MessageDescriptor {
  return RECOGNITION_LABELS[record.sourceOfIdentification ?? 'unavailable'] ?? msg`Unknown`;
}

export function hostApprovalLabel(record: VisitorRecord): MessageDescriptor {
  const status = record.hostApprovalStatus?.toLowerCase() ?? 'N/A';
  return HOST_APPROVAL_LABELS[status] ?? HOST_APPROVAL_LABELS['N/A']!;
}

export function hasAgreement(record: VisitorRecord): boolean {
  return Boolean(record.agreementDetails?.AgreementVersion);
}

/** The delta v1 value of the visitor's profile (a kiosk field; the spec does not show its shape). */
export function deltaV1(record: VisitorRecord): string {
  const value: unknown = record.deltaV1;
  return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
}

/** The text of a custom field value: multi selects joined with ';' (spec/frame.md §5). */
export function fieldValueText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (Array.isArray(value)) return value.map(fieldValueText).join(';');
  return typeof value === 'object' ? '' : String(value);
}

/** Whether `text` contains every search word of the column (case-insensitive). */
export function matchesColumnSearch(text: string, search: string): boolean {
  const wanted = search.trim().toLowerCase();
  return wanted === '' || text.toLowerCase().includes(wanted);
}
