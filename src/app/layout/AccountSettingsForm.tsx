import { Trans, useLingui } from '@lingui/react/macro';
import { Avatar, SegmentedControl, Select, Stack, Text, TextInput } from '@mantine/core';
import { useId } from 'react';
import type { SessionUser } from '../../../contract/session.ts';
import { CATALOG_LOCALES, catalogFor } from '../../i18n/catalogs.ts';
import { changeLocale } from '../../i18n/i18n.ts';
import { LANGUAGE_NAMES } from '../../i18n/languageNames.ts';
import { writePreference } from '../../kit/preferences/storage.ts';
import { useEnvironment } from '../EnvironmentContext.tsx';
import { layoutPreference, useLayout } from '../shell/layoutPreference.ts';
import { initialOf } from './AccountMenu.tsx';

/**
 * Account Settings (spec/frame.md §2): round avatar with the initial, read-only Name and Email,
 * Language only when locale switching is enabled, Layout Legacy / Latest. In the account menu's
 * modal and on /profile.
 */
export function AccountSettingsForm({ user }: { user: SessionUser }) {
  const { t, i18n } = useLingui();
  const environment = useEnvironment();
  const layout = useLayout();
  const layoutLabel = useId();
  const name = user.name || user.email;
  return (
    <Stack gap="md">
      <Avatar color="brand" radius="xl" size="xl" variant="filled" mx="auto">
        {initialOf(name)}
      </Avatar>
      <TextInput label={t`Name`} value={user.name} readOnly />
      <TextInput label={t`Email`} value={user.email} readOnly />
      {environment.flags.localeSwitch && (
        <Select
          label={t`Language`}
          data={CATALOG_LOCALES.map((value) => ({ value, label: LANGUAGE_NAMES[value] }))}
          value={catalogFor(i18n.locale)}
          onChange={(value) => value && void changeLocale(value)}
          allowDeselect={false}
        />
      )}
      <Stack gap={4}>
        <Text size="sm" fw={500} id={layoutLabel}>
          <Trans>Layout</Trans>
        </Text>
        <SegmentedControl
          aria-labelledby={layoutLabel}
          value={layout}
          onChange={(value) => writePreference(layoutPreference, value)}
          data={[
            { value: 'legacy', label: t`Legacy` },
            { value: 'latest', label: t`Latest` },
          ]}
        />
      </Stack>
    </Stack>
  );
}
