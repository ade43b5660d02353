import { useLingui } from '@lingui/react/macro';
import { ActionIcon, Button, useComputedColorScheme, useMantineColorScheme } from '@mantine/core';
import { IconMoon, IconSun } from '@tabler/icons-react';

export interface ColorSchemeToggleProps {
  /** Icon only (the sidebar is collapsed). */
  compact: boolean;
}

/**
 * Dark/light switch (spec/frame.md §2): labelled Light Mode or Dark Mode (the mode it switches
 * to), icon only when the sidebar is collapsed. The choice is stored by Mantine's manager.
 */
export function ColorSchemeToggle({ compact }: ColorSchemeToggleProps) {
  const { t } = useLingui();
  const { setColorScheme } = useMantineColorScheme();
  const current = useComputedColorScheme('light', { getInitialValueInEffect: false });
  const next = current === 'dark' ? 'light' : 'dark';
  const label = next === 'light' ? t`Light Mode` : t`Dark Mode`;
  const Icon = next === 'light' ? IconSun : IconMoon;
  const toggle = () => setColorScheme(next);
  if (compact) {
    return (
      <ActionIcon variant="default" size="lg" onClick={toggle} aria-label={label} title={label}>
        <Icon size={18} aria-hidden />
      </ActionIcon>
    );
  }
  return (
    <Button variant="default" onClick={toggle} leftSection={<Icon size={18} aria-hidden />}>
      {label}
    </Button>
  );
}
