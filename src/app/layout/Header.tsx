import { useLingui } from '@lingui/react/macro';
import { Burger, Group, Title } from '@mantine/core';
import type { SessionUser } from '../../../contract/session.ts';
import { SyncStatusIndicator } from '../../features/sync/index.ts';
import { LocationSelector } from '../location-selector/LocationSelector.tsx';
import { AccountMenu } from './AccountMenu.tsx';
import { ColorSchemeToggle } from './ColorSchemeToggle.tsx';

export interface HeaderProps {
  user: SessionUser;
  sidebarOpened: boolean;
  onToggleSidebar: () => void;
  onOpenSettings: () => void;
}

/** Header: hamburger toggle, product name, location selector, sync status and account menu. */
export function Header({ user, sidebarOpened, onToggleSidebar, onOpenSettings }: HeaderProps) {
  const { t } = useLingui();
  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap" gap="sm">
      <Group gap="sm" wrap="nowrap" miw={0}>
        <Burger
          opened={sidebarOpened}
          onClick={onToggleSidebar}
          size="sm"
          aria-label={t`Toggle navigation`}
          aria-expanded={sidebarOpened}
          aria-controls="app-sidebar"
        />
        <Title order={2} size="h4" c="brand" visibleFrom="sm">
          Gatehouse
        </Title>
        <LocationSelector />
      </Group>
      <Group gap="sm" wrap="nowrap">
        <SyncStatusIndicator />
        {!sidebarOpened && <ColorSchemeToggle compact />}
        <AccountMenu user={user} onOpenSettings={onOpenSettings} />
      </Group>
    </Group>
  );
}
