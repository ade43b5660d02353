import { useLingui } from '@lingui/react/macro';
import { Select } from '@mantine/core';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useApiClient } from '../../../kit/index.ts';
import { type HostOption, searchHostsWithTimeout } from '../hostSearch.ts';
import type { HostChoice } from '../newInviteForm.ts';

const hostLabel = (host: HostChoice) => `${host.name} (${host.uniqueAttributeValue})`;

/** How long typing pauses before a search is sent. */
const TYPING_PAUSE_MS = 300;

export interface HostSearchSelectProps {
  location: string;
  value: HostChoice | null;
  onChange: (host: HostChoice | null) => void;
  error?: string | undefined;
}

/**
 * The host search of the new invite screen: hosts of the invitation location whose name (or, with
 * an '@', email) contains what is typed. Error items ('Network unavailable', 'Search timed out')
 * are listed but cannot be chosen.
 */
export function HostSearchSelect({ location, value, onChange, error }: HostSearchSelectProps) {
  const { t } = useLingui();
  const api = useApiClient();
  const [search, setSearch] = useState(value ? hostLabel(value) : '');
  const [options, setOptions] = useState<HostOption[]>(value ? [value] : []);
  const latest = useRef(0);
  const labels = useMemo(
    () => ({ networkUnavailable: t`Network unavailable`, searchTimedOut: t`Search timed out` }),
    [t],
  );
  useEffect(() => {
    const text = search.trim();
    if (text === '' || !location || (value !== null && text === hostLabel(value))) return;
    const id = ++latest.current;
    const timer = setTimeout(() => {
      void searchHostsWithTimeout(async (signal) => {
        const answer = await api.call(
          'searchOperations/searchHosts',
          { field: text.includes('@') ? 'email' : 'name', value: text, EntityHierarchy: location },
          { signal },
        );
        return (answer.responses[0]?.hits.hits ?? []).map((hit) => ({
          name: hit._source.name,
          uniqueAttributeValue: hit._source.uniqueAttributeValue,
        }));
      }, labels).then((found) => {
        if (id === latest.current) setOptions(found);
      });
    }, TYPING_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [search, location, value, api, labels]);
  const shown: HostOption[] =
    value && !options.some((o) => o.uniqueAttributeValue === value.uniqueAttributeValue)
      ? [value, ...options]
      : options;
  const data = shown.map((option: HostOption) => ({
    value: option.isErrorItem
      ? `${option.uniqueAttributeValue}:${option.name}`
      : option.uniqueAttributeValue,
    label: option.isErrorItem ? option.name : hostLabel(option),
    disabled: option.isErrorItem === true,
  }));
  return (
    <Select
      label={t`Host`}
      placeholder={t`Search hosts by name or email`}
      required
      searchable
      clearable
      data={data}
      filter={({ options: all }) => all}
      value={value?.uniqueAttributeValue ?? null}
      searchValue={search}
      onSearchChange={setSearch}
      onChange={(chosen) => {
        const host = shown.find((o) => !o.isErrorItem && o.uniqueAttributeValue === chosen);
        onChange(
          host ? { name: host.name, uniqueAttributeValue: host.uniqueAttributeValue } : null,
        );
      }}
      nothingFoundMessage={search.trim() ? t`No hosts found` : t`Type to search`}
      error={error}
    />
  );
}
