import { useLingui } from '@lingui/react/macro';
import { Badge } from '@mantine/core';
import { IconAlertTriangle, IconCloudUpload } from '@tabler/icons-react';
import type { LocalRecordMeta } from '../../db/database.ts';
import { DeferredTooltip } from '../../ui/DeferredTooltip.tsx';

export interface RowSyncMarkerProps {
  record: LocalRecordMeta;
  /** Why a change to this record was refused (useNotApplied), if one was. */
  notApplied?: string | undefined;
}

/**
 * A row's sync state next to its name: "Not applied" (a change the server refused, its reason in
 * the tooltip) or "Waiting to sync" (a local change not yet confirmed); nothing once in sync.
 * The tooltip's code loads after the table has painted (DeferredTooltip).
 */
export function RowSyncMarker({ record, notApplied }: RowSyncMarkerProps) {
  const { t } = useLingui();
  if (notApplied !== undefined) {
    const reason = notApplied || t`No reason given`;
    return (
      <DeferredTooltip label={t`Not applied: ${reason}`}>
        <Badge
          size="sm"
          variant="light"
          color="red"
          leftSection={<IconAlertTriangle size={12} aria-hidden />}
        >
          {t`Not applied`}
        </Badge>
      </DeferredTooltip>
    );
  }
  if (!record._pending) return null;
  const label = t`Waiting to sync`;
  return (
    <DeferredTooltip label={label}>
      <Badge
        size="sm"
        variant="light"
        color="yellow"
        leftSection={<IconCloudUpload size={12} aria-hidden />}
      >
        {label}
      </Badge>
    </DeferredTooltip>
  );
}
