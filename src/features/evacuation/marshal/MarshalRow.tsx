import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { memo, useState } from 'react';
import { RowSyncMarker } from '../../../kit/index.ts';
import { formatTimestamp } from '../../../ui/dateFormat.ts';
import type { RollCallEntry } from '../components/rollCallColumns.tsx';
import { EvacStatusBadge } from '../components/EvacStatusBadge.tsx';
import { Disagreement } from '../components/MarkSummary.tsx';
import { isAccounted } from '../rollCallRows.ts';

/** Touch targets of at least 44 × 44 px (WCAG 2.5.5). */
export const TOUCH_TARGET_PX = 44;

export interface MarshalRowProps {
  row: RollCallEntry;
  where: string;
  /** Whether the user may mark this person now (active evacuation, access policy). */
  mayMark: boolean;
  notApplied: string | undefined;
  onSafe: (row: RollCallEntry) => Promise<void>;
  onUpdate: (row: RollCallEntry) => void;
}

/**
 * One person of the marshal's list: name, where, company / host / phone, the status, who marked
 * them and when, one tap to SAFE while unaccounted, and 'Update' for NOT SAFE or a comment.
 */
export const MarshalRow = memo(function MarshalRow({
  row,
  where,
  mayMark,
  notApplied,
  onSafe,
  onUpdate,
}: MarshalRowProps) {
  const { t } = useLingui();
  const [saving, setSaving] = useState(false);
  const marker = row.current && <RowSyncMarker record={row.current} notApplied={notApplied} />;
  const who = row.current?.respondedBy?.name || row.current?.respondedBy?.email || '';
  const when = row.current ? formatTimestamp(row.current.responseTimestamp, 'HH:mm') : '';
  const tapSafe = async () => {
    setSaving(true);
    try {
      await onSafe(row);
    } finally {
      setSaving(false);
    }
  };
  return (
    <Paper role="row" aria-label={row.name} withBorder radius="md" p="sm" data-row>
      <Group wrap="nowrap" align="flex-start" gap="sm">
        <Stack role="cell" gap={4} style={{ flex: 1, minWidth: 0 }}>
          <Group gap="xs" wrap="wrap">
            <Text fw={600} size="lg" style={{ overflowWrap: 'anywhere' }}>
              {row.name}
            </Text>
            {marker}
          </Group>
          <Text size="sm" c="dimmed">
            {where}
          </Text>
          {row.detail && <Text size="sm">{row.detail}</Text>}
          {row.host && (
            <Text size="sm">
              <Trans>Host: {row.host}</Trans>
            </Text>
          )}
          {row.phone && (
            <Anchor
              href={`tel:${row.phone.replaceAll(' ', '')}`}
              size="sm"
              mih={TOUCH_TARGET_PX}
              style={{ display: 'inline-flex', alignItems: 'center', alignSelf: 'flex-start' }}
              aria-label={t`Call ${row.name}: ${row.phone}`}
            >
              {row.phone}
            </Anchor>
          )}
          {row.current && row.disagreement.length > 0 ? (
            <Disagreement current={row.current} disagreement={row.disagreement} />
          ) : (
            <Group gap="xs" wrap="wrap">
              <EvacStatusBadge status={row.status} />
              {row.current && (
                <Text size="sm" c="dimmed" data-testid="marked-by">
                  <Trans>
                    Marked by {who} at {when}
                  </Trans>
                </Text>
              )}
            </Group>
          )}
          {row.current?.comment && <Text size="sm">{row.current.comment}</Text>}
        </Stack>
        {mayMark && (
          <Stack role="cell" gap="xs" align="stretch">
            {!isAccounted(row.status) && (
              <Button
                color="green"
                size="md"
                miw={TOUCH_TARGET_PX * 2}
                mih={TOUCH_TARGET_PX}
                loading={saving}
                onClick={() => void tapSafe()}
                aria-label={t`Mark ${row.name} safe`}
              >
                <Trans>SAFE</Trans>
              </Button>
            )}
            <Button
              variant="light"
              size="md"
              miw={TOUCH_TARGET_PX * 2}
              mih={TOUCH_TARGET_PX}
              onClick={() => onUpdate(row)}
              aria-label={t`Update evacuation status of ${row.name}`}
            >
              <Trans>Update</Trans>
            </Button>
          </Stack>
        )}
      </Group>
    </Paper>
  );
});
