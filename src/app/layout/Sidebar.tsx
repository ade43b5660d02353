import { useLingui } from '@lingui/react/macro';
import { NavLink, ScrollArea, Stack } from '@mantine/core';
import { Link, useRouterState } from '@tanstack/react-router';
import { NAVIGATION } from './navigation.ts';

export interface SidebarProps {
  /** Called after a link is followed (closes the sidebar on small screens). */
  onNavigate: () => void;
}

/** The route-driven menu: sections with their pages, the current page marked active. */
export function Sidebar({ onNavigate }: SidebarProps) {
  const { i18n } = useLingui();
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  return (
    <ScrollArea type="auto" style={{ flex: 1 }}>
      <Stack gap={2}>
        {NAVIGATION.map((section) => {
          const Icon = section.icon;
          const icon = <Icon size={18} aria-hidden />;
          const label = i18n._(section.label);
          if (section.to) {
            return (
              <NavLink
                key={section.to}
                component={Link}
                to={section.to}
                label={label}
                leftSection={icon}
                active={pathname === section.to}
                onClick={onNavigate}
              />
            );
          }
          const links = section.links ?? [];
          return (
            <NavLink
              key={label}
              label={label}
              leftSection={icon}
              defaultOpened={links.some((link) => pathname.startsWith(link.to))}
            >
              {links.map((link) => (
                <NavLink
                  key={link.to}
                  component={Link}
                  to={link.to}
                  label={i18n._(link.label)}
                  active={pathname === link.to}
                  aria-current={pathname === link.to ? 'page' : undefined}
                  onClick={onNavigate}
                />
              ))}
            </NavLink>
          );
        })}
      </Stack>
    </ScrollArea>
  );
}
