import { Trans, useLingui } from '@lingui/react/macro';
import { Stack, Tabs, Title } from '@mantine/core';
import { SETTINGS_TABS } from './settingsTabs.tsx';

/**
 * settings/account (spec/workers.md §2 "Location configuration and branding"): ADMIN only, online
 * only. The settings in tabs (settingsTabs.tsx), "Location" first.
 */
export function AccountSettingsPage() {
  const { t } = useLingui();
  return (
    <Stack gap="md">
      <Title order={1}>
        <Trans>Account settings</Trans>
      </Title>
      <Tabs defaultValue={SETTINGS_TABS[0]?.value ?? null} keepMounted={false}>
        <Tabs.List>
          {SETTINGS_TABS.map((tab) => (
            <Tabs.Tab key={tab.value} value={tab.value}>
              {t(tab.label)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {SETTINGS_TABS.map(({ value, Panel }) => (
          <Tabs.Panel key={value} value={value} pt="md">
            <Panel />
          </Tabs.Panel>
        ))}
      </Tabs>
    </Stack>
  );
}
