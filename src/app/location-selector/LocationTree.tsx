import { useLingui } from '@lingui/react/macro';
import { Button, Stack } from '@mantine/core';
import { IconCheck, IconMapPin, IconWorld } from '@tabler/icons-react';
import { ALL_LOCATIONS } from '../../../contract/hierarchy.ts';
import type { HierarchyConfiguration } from '../../../contract/hierarchyConfig.ts';
import { flattenTree, locationLabel, offersAllLocations } from '../../config/hierarchy.ts';

export interface LocationTreeProps {
  config: HierarchyConfiguration;
  selected: string | undefined;
  onChoose: (key: string) => void;
}

/**
 * The location tree as a list of buttons, indented by depth: every location is a button named by
 * its label, reachable with Tab and chosen with Enter or Space. The selected one is marked with
 * aria-current.
 */
export function LocationTree({ config, selected, onChoose }: LocationTreeProps) {
  const { t } = useLingui();
  const locations = flattenTree(config.deepStructure);
  const entries = [
    ...(offersAllLocations(config.deepStructure)
      ? [{ key: ALL_LOCATIONS, level: 0, label: ALL_LOCATIONS }]
      : []),
    ...locations.map((location) => ({
      key: location.key,
      level: location.level,
      label: locationLabel(location.key, config.tenantFlags),
    })),
  ];
  return (
    <Stack
      gap={2}
      component="ul"
      aria-label={t`Locations`}
      style={{ listStyle: 'none' }}
      p={0}
      m={0}
    >
      {entries.map((entry) => {
        const isSelected = entry.key === selected;
        const Icon = entry.key === ALL_LOCATIONS ? IconWorld : IconMapPin;
        return (
          <li key={entry.key}>
            <Button
              variant={isSelected ? 'light' : 'subtle'}
              color={isSelected ? undefined : 'gray'}
              fullWidth
              justify="flex-start"
              pl={12 + entry.level * 20}
              leftSection={<Icon size={16} aria-hidden />}
              rightSection={isSelected ? <IconCheck size={16} aria-hidden /> : null}
              aria-current={isSelected ? 'true' : undefined}
              onClick={() => onChoose(entry.key)}
              fw={isSelected ? 600 : 400}
              styles={{ label: { whiteSpace: 'normal', textAlign: 'left' } }}
              h="auto"
              py={6}
            >
              {entry.label}
            </Button>
          </li>
        );
      })}
    </Stack>
  );
}
