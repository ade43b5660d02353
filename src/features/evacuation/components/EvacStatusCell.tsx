import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Popover, Stack, Text, UnstyledButton } from '@mantine/core';
import { useState } from 'react';
import type { EvacPersonRef } from '../../../../contract/evacuation.ts';
import { formatTimestamp } from '../../../ui/dateFormat.ts';
import type { VisitorEvacStatus } from '../queries.ts';
import { EvacStatusBadge } from './EvacStatusBadge.tsx';
import { Disagreement } from './MarkSummary.tsx';
import { UpdateEvacStatusModal } from './UpdateEvacStatusModal.tsx';

export interface EvacStatusCellProps {
  status: VisitorEvacStatus;
  person: { ref: EvacPersonRef; name: string };
  /** The user may mark at the person's location (the evacuation is active and mutable). */
  canMark: boolean;
}

/**
 * The visitor log's evac status cell (spec/visitors.md §2): the status opens a popover with the
 * response comment, who marked and when; a link opens the status update while the evacuation is
 * active and the user may mark.
 */
export function EvacStatusCell({ status, person, canMark }: EvacStatusCellProps) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const [marking, setMarking] = useState(false);
  const { current, disagreement } = status;
  const who = current?.respondedBy?.name || current?.respondedBy?.email || '';
  const when = current ? formatTimestamp(current.responseTimestamp) : '';
  const mutable = canMark && status.evacuation.active;
  return (
    <>
      <Popover opened={open} onChange={setOpen} withArrow shadow="md" width={280}>
        <Popover.Target>
          <UnstyledButton
            onClick={() => setOpen((shown) => !shown)}
            aria-label={t`Evacuation status of ${person.name}`}
          >
            <EvacStatusBadge status={status.status} />
          </UnstyledButton>
        </Popover.Target>
        <Popover.Dropdown>
          <Stack gap="xs">
            {current ? (
              <>
                <Text size="sm">{current.comment || t`No comment`}</Text>
                <Text size="xs" c="dimmed">
                  <Trans>
                    Marked by {who}, {when}
                  </Trans>
                </Text>
                {disagreement.length > 0 && (
                  <Disagreement current={current} disagreement={disagreement} />
                )}
              </>
            ) : (
              <Text size="sm" c="dimmed">
                <Trans>No response yet.</Trans>
              </Text>
            )}
            {mutable && (
              <Anchor
                component="button"
                type="button"
                size="sm"
                onClick={() => {
                  setOpen(false);
                  setMarking(true);
                }}
              >
                <Trans>Update evacuation status</Trans>
              </Anchor>
            )}
          </Stack>
        </Popover.Dropdown>
      </Popover>
      {marking && <UpdateEvacStatusModal person={person} onClose={() => setMarking(false)} />}
    </>
  );
}
