import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useSessionUser } from '../../auth/sessionStore.ts';
import type { MenuLabel } from '../../config/menu.ts';
import { SECTION_ICONS } from '../layout/sectionIcons.ts';
import { useMenu } from '../layout/useMenu.ts';

/**
 * / and /dashboard (spec/frame.md §2, standalone: no sidebar): the welcome panel, then each menu
 * section the user has here with its pages, so every page the sidebar would list is a click away.
 */
export function HomePage() {
  const { i18n } = useLingui();
  const user = useSessionUser();
  const menu = useMenu();
  const name = user.name || user.email;
  const text = (label: MenuLabel) => (typeof label === 'string' ? label : i18n._(label));
  return (
    <Stack gap="lg" maw={1100}>
      <Paper withBorder p="xl" radius="lg">
        <Stack gap="sm">
          <Title order={1}>
            <Trans>Welcome, {name}</Trans>
          </Title>
          <Text size="lg" c="dimmed">
            <Trans>The Logbook of the Future</Trans>
          </Text>
          <Text>
            <Trans>
              See who is on site at every location, sign visitors out and keep working when the
              connection drops: changes are saved on this device and sent when you are back online.
            </Trans>
          </Text>
        </Stack>
      </Paper>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
        {menu.sections.map((section) => {
          const Icon = SECTION_ICONS[section.id];
          const title = text(section.label);
          return (
            <Paper
              key={section.id}
              withBorder
              p="md"
              radius="md"
              component="section"
              aria-label={title}
            >
              <Stack gap="xs">
                <Group gap="xs">
                  <Icon size={20} aria-hidden />
                  <Title order={2} size="h4">
                    {title}
                  </Title>
                </Group>
                {section.entries.map((entry) => (
                  <Anchor key={entry.path} component={Link} to={entry.path}>
                    {i18n._(entry.label)}
                  </Anchor>
                ))}
              </Stack>
            </Paper>
          );
        })}
      </SimpleGrid>
    </Stack>
  );
}
