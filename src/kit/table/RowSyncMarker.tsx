import { useLingui } from '@lingui/react/macro';
import { Badge, Tooltip } from '@mantine/core';
import { IconAlertTriangle, IconCloudUpload } from '@tabler/icons-react';
import type { LocalRecordMeta } from '../../db/database.ts';

export interface RowSyncMarkerProps {
  record: LocalRecordMeta;
  /** Why a change to this record was refused (useNotApplied), if one was. */
  notApplied?: string | undefined;
}

/**
 * A row's sync state next to its name: "Not applied" (a change the server refused, its reason in
 * the tooltip) or "Waiting to sync" (a local change not yet confirmed); nothing once in sync.
 */
export function RowSyncMarker({ record, notApplied }: RowSyncMarkerProps) {
  const { t } = useLingui();
  if (notApplied !== undefined) {
    const reason = notApplied || t`No reason given`;
    return (
      <Tooltip label={t`Not applied: ${reason}`}>
        <Badge
          size="sm"
          variant="light"
          color="red"
          leftSection={<IconAlertTriangle size={12} aria-hidden />}
        >
          {t`Not applied`}
        </Badge>
      </Tooltip>
    );
  }
  if (!record._pending) return null;
  const label = t`Waiting to sync`;
  return (
    <Tooltip label={label}>
      <Badge
        size="sm"
        variant="light"
        color="yellow"
        leftSection={<IconCloudUpload size={12} aria-hidden />}
      >
        {label}
      </Badge>
    </Tooltip>
  );
}
