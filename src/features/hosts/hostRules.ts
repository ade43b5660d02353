import { z } from 'zod';
import {
  HOST_FIELD_LIMITS,
  type HostUpsert,
  hostKey,
  hostUpsert,
  normalisePhone,
} from '../../../contract/hosts.ts';
import type { ImportSpec } from '../../kit/index.ts';

/** What the host form holds (texts as typed). */
export interface HostFormValues {
  name: string;
  email: string;
  phone: string;
}

export type HostFieldError = 'blank' | 'invalid' | 'duplicate';
export type HostFormErrors = Partial<Record<keyof HostFormValues, HostFieldError>>;

const emailShape = z.email().max(HOST_FIELD_LIMITS.email);

/**
 * The host form's rules (spec/visitors.md §5): name and email cannot be blank, the email must look
 * like one and be unique in the location's host directory (compared lower-cased: it is the key;
 * not checked when editing, where the email is the host's own), the phone is optional and, when
 * given, international.
 */
export function hostFormErrors(
  values: HostFormValues,
  existingKeys: ReadonlySet<string>,
  mode: 'add' | 'edit',
): HostFormErrors {
  const errors: HostFormErrors = {};
  if (values.name.trim() === '') errors.name = 'blank';
  else if (values.name.trim().length > HOST_FIELD_LIMITS.name) errors.name = 'invalid';
  const email = values.email.trim();
  if (email === '') errors.email = 'blank';
  else if (!emailShape.safeParse(email).success) errors.email = 'invalid';
  else if (mode === 'add' && existingKeys.has(hostKey(email))) errors.email = 'duplicate';
  if (values.phone.trim() !== '' && normalisePhone(values.phone) === null) errors.phone = 'invalid';
  return errors;
}

/** The upsert a valid form gives: the email lower-cased, the phone only when given. */
export function hostFromForm(values: HostFormValues): HostUpsert {
  return hostUpsert.parse({
    name: values.name,
    email: values.email.trim(),
    ...(values.phone.trim() !== '' ? { phone_number: values.phone } : {}),
  });
}

export type HostImportField = 'name' | 'email' | 'phone_number';

/**
 * The host list's import (spec §5: `.xlsx` only; rows missing name, email or number are invalid
 * and not imported if the user continues; existing hosts are updated). Columns are found by
 * their header: Name; Email (E-mail, Email address); Number (Phone, Phone number, Mobile).
 */
export const HOST_IMPORT_SPEC: ImportSpec<HostUpsert, HostImportField> = {
  columns: [
    { field: 'name', headers: ['Name', 'Full name', 'Host name', 'Host'], required: true },
    { field: 'email', headers: ['Email', 'E-mail', 'Email address'], required: true },
    {
      field: 'phone_number',
      headers: ['Number', 'Phone', 'Phone number', 'Mobile', 'Mobile number', 'Cell'],
      required: true,
    },
  ],
  schema: hostUpsert,
  key: (host) => host.email,
};

/** The fields an import writes (what its preview compares). */
export const HOST_IMPORT_FIELDS = ['name', 'phone_number'] as const;
