import { useLingui } from '@lingui/react/macro';
import { Burger, Group, Image, Title } from '@mantine/core';
import type { SessionUser } from '../../../contract/session.ts';
import { SyncStatusIndicator } from '../../features/sync/index.ts';
import { useActiveBranding } from '../branding/brandStore.ts';
import { useProductTitle } from '../branding/productTitle.ts';
import { LocationSelector } from '../location-selector/LocationSelector.tsx';
import { AccountMenu } from './AccountMenu.tsx';
import { ColorSchemeToggle } from './ColorSchemeToggle.tsx';

export interface HeaderProps {
  user: SessionUser;
  /** Whether there is a sidebar to toggle (none in a frame or on a standalone page). */
  sidebarToggle: boolean;
  sidebarOpened: boolean;
  onToggleSidebar: () => void;
  onOpenSettings: () => void;
}

/**
 * Header: hamburger toggle, the product name (or, white-labelled, the brand's logo or name),
 * location selector, sync status and account menu.
 */
export function Header(props: HeaderProps) {
  const { user, sidebarToggle, sidebarOpened, onToggleSidebar, onOpenSettings } = props;
  const { t } = useLingui();
  const branding = useActiveBranding();
  const title = useProductTitle();
  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap" gap="sm">
      <Group gap="sm" wrap="nowrap" miw={0}>
        {sidebarToggle && (
          <Burger
            opened={sidebarOpened}
            onClick={onToggleSidebar}
            size="sm"
            aria-label={t`Toggle navigation`}
            aria-expanded={sidebarOpened}
            aria-controls="app-sidebar"
          />
        )}
        {branding.logo ? (
          <Image src={branding.logo} alt={title || t`Logo`} h={32} w="auto" fit="contain" />
        ) : (
          title && (
            <Title order={2} size="h4" c="brand" visibleFrom="sm">
              {title}
            </Title>
          )
        )}
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
