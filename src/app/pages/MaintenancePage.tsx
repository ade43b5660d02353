import { Trans } from '@lingui/react/macro';
import { Center, Stack, Text, Title } from '@mantine/core';
import { useViewportSize } from '@mantine/hooks';
import { IconTool } from '@tabler/icons-react';

/** The animation is 75% of the window width under 400 wide, otherwise 200 (spec/frame.md §2). */
export function maintenanceAnimationSize(windowWidth: number): number {
  return windowWidth < 400 ? Math.round(windowWidth * 0.75) : 200;
}

/** Replaces the whole app while the maintenance flag is on. */
export function MaintenancePage() {
  const { width } = useViewportSize();
  const size = maintenanceAnimationSize(width || window.innerWidth);
  return (
    <Center mih="100vh" p="md" component="main">
      <Stack align="center" gap="md" maw={560} ta="center">
        <IconTool
          size={size}
          stroke={1}
          aria-hidden
          style={{ animation: 'gatehouse-sway 2s ease-in-out infinite' }}
          color="var(--mantine-primary-color-filled)"
        />
        <style>
          {'@keyframes gatehouse-sway{0%,100%{transform:rotate(-8deg)}50%{transform:rotate(8deg)}}' +
            '@media (prefers-reduced-motion: reduce){svg{animation:none!important}}'}
        </style>
        <Title order={1}>
          <Trans>We'll be back soon!</Trans>
        </Title>
        <Text>
          <Trans>
            Sorry for the inconvenience. We're performing some maintenance at the moment and we'll
            be back up shortly!
          </Trans>
        </Text>
      </Stack>
    </Center>
  );
}
