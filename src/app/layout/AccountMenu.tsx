import { Trans, useLingui } from '@lingui/react/macro';
import { Avatar, Menu, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconLogout, IconSettings } from '@tabler/icons-react';
import type { SessionUser } from '../../../contract/session.ts';
import { SignOutChoice } from '../../features/sync/SignOutChoice.tsx';
import { useSignOutFlow } from '../../features/sync/useSignOutFlow.ts';

/** The initial of a display name, for avatars ('?' when there is none). */
export function initialOf(name: string): string {
  return name.trim().charAt(0).toUpperCase() || '?';
}

export interface AccountMenuProps {
  user: SessionUser;
  onOpenSettings: () => void;
}

/** Account popover (spec/frame.md §2): name, email, initial avatar, Account settings, Log Out. */
export function AccountMenu({ user, onOpenSettings }: AccountMenuProps) {
  const { t } = useLingui();
  const name = user.name || user.email;
  const signOut = useSignOutFlow();
  return (
    <>
      <SignOutChoice flow={signOut} />
      <Menu position="bottom-end" width={260} shadow="md">
        <Menu.Target>
          <UnstyledButton aria-label={t`Account menu for ${name}`}>
            <Avatar color="brand" radius="xl" variant="filled">
              {initialOf(name)}
            </Avatar>
          </UnstyledButton>
        </Menu.Target>
        <Menu.Dropdown>
          <Stack gap={0} px="sm" py="xs">
            <Text fw={600} truncate>
              {name}
            </Text>
            <Text size="sm" c="dimmed" truncate>
              {user.email}
            </Text>
          </Stack>
          <Menu.Divider />
          <Menu.Item leftSection={<IconSettings size={16} aria-hidden />} onClick={onOpenSettings}>
            <Trans>Account settings</Trans>
          </Menu.Item>
          <Menu.Item
            leftSection={<IconLogout size={16} aria-hidden />}
            onClick={() => void signOut.start()}
          >
            <Trans>Log Out</Trans>
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
    </>
  );
}
