import { useLingui } from '@lingui/react/macro';
import { Group, NavLink, ScrollArea, Stack, Text } from '@mantine/core';
import { IconHome } from '@tabler/icons-react';
import { Link, useRouterState } from '@tanstack/react-router';
import type { Layout, MenuLabel } from '../../config/menu.ts';
import { SECTION_ICONS } from './sectionIcons.ts';
import { useMenu } from './useMenu.ts';

export interface SidebarProps {
  /** Latest: collapsible sections; legacy: every section open under a plain heading. */
  layout: Layout;
  /** Called after a link is followed (closes the sidebar on small screens). */
  onNavigate: () => void;
}

/** The route-driven menu (spec/frame.md §2): Home, then each section with its pages. */
export function Sidebar({ layout, onNavigate }: SidebarProps) {
  const { t, i18n } = useLingui();
  const menu = useMenu();
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const text = (label: MenuLabel) => (typeof label === 'string' ? label : i18n._(label));
  return (
    <ScrollArea type="auto" style={{ flex: 1 }} data-layout={layout}>
      <Stack gap={layout === 'legacy' ? 'xs' : 2}>
        <NavLink
          component={Link}
          to="/"
          label={t`Home`}
          leftSection={<IconHome size={18} aria-hidden />}
          active={pathname === '/'}
          aria-current={pathname === '/' ? 'page' : undefined}
          onClick={onNavigate}
        />
        {menu.sections.map((section) => {
          const SectionIcon = SECTION_ICONS[section.id];
          const links = section.entries.map((entry) => (
            <NavLink
              key={entry.path}
              component={Link}
              to={entry.path}
              label={i18n._(entry.label)}
              active={pathname === entry.path}
              aria-current={pathname === entry.path ? 'page' : undefined}
              onClick={onNavigate}
            />
          ));
          if (section.id === 'home') return links;
          if (layout === 'legacy') {
            return (
              <Stack key={section.id} gap={0} component="section" aria-label={text(section.label)}>
                <Group gap="xs" px="sm" py={4}>
                  <SectionIcon size={16} aria-hidden />
                  <Text size="xs" fw={700} tt="uppercase" c="dimmed">
                    {text(section.label)}
                  </Text>
                </Group>
                {links}
              </Stack>
            );
          }
          return (
            <NavLink
              key={section.id}
              label={text(section.label)}
              leftSection={<SectionIcon size={18} aria-hidden />}
              defaultOpened={section.entries.some((entry) => pathname.startsWith(entry.path))}
            >
              {links}
            </NavLink>
          );
        })}
      </Stack>
    </ScrollArea>
  );
}
