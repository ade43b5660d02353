import type { I18n } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { Text } from '@mantine/core';
import { useStorageEstimate } from '../../kit/index.ts';

/** Bytes as megabytes or gigabytes in the user's locale. */
export function formatBytes(i18n: I18n, bytes: number): string {
  const gigabytes = bytes >= 1e9;
  return i18n.number(bytes / (gigabytes ? 1e9 : 1e6), {
    style: 'unit',
    unit: gigabytes ? 'gigabyte' : 'megabyte',
    maximumFractionDigits: 1,
  });
}

/** "12 MB of 2 GB used on this device", nothing where the browser gives no estimate. */
export function StorageUsage() {
  const estimate = useStorageEstimate();
  const { i18n } = useLingui();
  if (!estimate || estimate.quota === 0) return null;
  const used = formatBytes(i18n, estimate.usage);
  const quota = formatBytes(i18n, estimate.quota);
  return (
    <Text size="xs" component="span" display="block">
      <Trans>
        {used} of {quota} used on this device
      </Trans>
    </Text>
  );
}
