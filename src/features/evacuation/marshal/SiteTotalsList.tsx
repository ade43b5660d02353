import { Trans, useLingui } from '@lingui/react/macro';
import { Group, Stack, Text } from '@mantine/core';
import type { SiteTotal } from './siteTotals.ts';

/** Accounted / unaccounted per location, indented by depth, parents totalling their sites. */
export function SiteTotalsList({
  totals,
  labelOf,
}: {
  totals: readonly SiteTotal[];
  labelOf: (key: string) => string;
}) {
  const { t } = useLingui();
  if (totals.length === 0) return null;
  return (
    <Stack gap={2} role="list" aria-label={t`Accounted per site`}>
      {totals.map((total) => (
        <Group
          key={total.key}
          role="listitem"
          justify="space-between"
          wrap="nowrap"
          pl={total.depth * 12}
          data-site={total.key}
        >
          <Text size="sm" fw={total.depth === 0 ? 600 : 400} truncate>
            {labelOf(total.key)}
          </Text>
          <Text size="sm" style={{ flexShrink: 0 }}>
            <Trans>
              {total.accounted} accounted, {total.unaccounted} unaccounted
            </Trans>
          </Text>
        </Group>
      ))}
    </Stack>
  );
}
