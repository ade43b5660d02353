import { Trans, useLingui } from '@lingui/react/macro';
import { IconUsers } from '@tabler/icons-react';
import { EmptyState } from '../../../ui/EmptyState.tsx';
import { SkeletonLoader } from '../../../ui/SkeletonLoader.tsx';

export function TableSkeleton() {
  const { t } = useLingui();
  return <SkeletonLoader label={t`Loading visitors`} />;
}

export function NoVisitors() {
  return (
    <EmptyState
      icon={<IconUsers size={40} aria-hidden />}
      title={<Trans>No visitors to show</Trans>}
      hint={<Trans>Visitors who sign in today at this location appear here.</Trans>}
    />
  );
}
