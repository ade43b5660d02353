import { Plural, Trans } from '@lingui/react/macro';
import { Alert } from '@mantine/core';
import { IconFingerprint } from '@tabler/icons-react';

/**
 * The 'Biometric Pending' notice (spec/workers.md §2): how many events of the log wait for
 * biometric analysis and are not shown. Nothing when none do.
 */
export function BiometricPendingNotice({ count }: { count: number }) {
  if (count === 0) return null;
  return (
    <Alert
      color="yellow"
      variant="light"
      icon={<IconFingerprint size={18} aria-hidden />}
      title={<Trans>Biometric Pending</Trans>}
      role="status"
    >
      <Plural
        value={count}
        one="# employee log entry is pending biometric analysis and is not visible"
        other="# employee log entries are pending biometric analysis and are not visible"
      />
    </Alert>
  );
}
