import { Trans, useLingui } from '@lingui/react/macro';
import { IconClock } from '@tabler/icons-react';
import { EmptyState } from '../../../ui/EmptyState.tsx';
import { SkeletonLoader } from '../../../ui/SkeletonLoader.tsx';

export function WorkerLogSkeleton() {
  const { t } = useLingui();
  return <SkeletonLoader label={t`Loading shifts`} />;
}

export function NoShifts() {
  return (
    <EmptyState
      icon={<IconClock size={40} aria-hidden />}
      title={<Trans>No shifts to show</Trans>}
      hint={<Trans>Clock-ins and clock-outs in the chosen date range appear here.</Trans>}
    />
  );
}
