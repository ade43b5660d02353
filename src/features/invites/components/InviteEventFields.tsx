import { useLingui } from '@lingui/react/macro';
import { Select, SimpleGrid, TextInput } from '@mantine/core';
import { INVITE_LANGUAGES, INVITE_VISITOR_TYPES } from '../../../../contract/index.ts';
import { LANGUAGE_NAMES } from '../../../i18n/languageNames.ts';
import type { EventField, InviteEventForm } from '../newInviteForm.ts';
import { HostSearchSelect } from './HostSearchSelect.tsx';

export interface InviteEventFieldsProps {
  form: InviteEventForm;
  onChange: (changes: Partial<InviteEventForm>) => void;
  errors: Partial<Record<EventField, string>>;
  locations: { value: string; label: string }[];
}

/** What the visitors are invited to: arrival, departure, type, language, location, host, event. */
export function InviteEventFields({ form, onChange, errors, locations }: InviteEventFieldsProps) {
  const { t } = useLingui();
  const typeLabels: Record<(typeof INVITE_VISITOR_TYPES)[number], string> = {
    VISITOR: t`Visitor`,
    CONTRACTOR: t`Contractor`,
    SUPPLIER: t`Supplier`,
    INTERVIEWEE: t`Interviewee`,
  };
  const text = (
    field: 'arrivalDate' | 'arrivalTime' | 'departureDate' | 'departureTime' | 'eventName',
  ) => ({
    value: form[field],
    error: errors[field],
    onChange: (event: { currentTarget: { value: string } }) =>
      onChange({ [field]: event.currentTarget.value }),
  });
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      <TextInput type="date" label={t`Arrival date`} required {...text('arrivalDate')} />
      <TextInput type="time" label={t`Arrival time`} required {...text('arrivalTime')} />
      <TextInput type="date" label={t`Departure date`} required {...text('departureDate')} />
      <TextInput type="time" label={t`Departure time`} required {...text('departureTime')} />
      <Select
        label={t`Visitor type`}
        data={INVITE_VISITOR_TYPES.map((type) => ({ value: type, label: typeLabels[type] }))}
        value={form.visitorType}
        onChange={(value) => onChange({ visitorType: value ?? '' })}
        allowDeselect={false}
      />
      <Select
        label={t`Language`}
        data={INVITE_LANGUAGES.map((code) => ({ value: code, label: LANGUAGE_NAMES[code] }))}
        value={form.language}
        onChange={(value) => onChange({ language: value ?? '' })}
        allowDeselect={false}
      />
      <Select
        label={t`Location`}
        required
        searchable
        data={locations}
        value={form.location || null}
        onChange={(value) => onChange({ location: value ?? '', host: null })}
        error={errors.location}
      />
      <HostSearchSelect
        location={form.location}
        value={form.host}
        onChange={(host) => onChange({ host })}
        error={errors.host}
      />
      <TextInput label={t`Event name`} required {...text('eventName')} />
    </SimpleGrid>
  );
}
