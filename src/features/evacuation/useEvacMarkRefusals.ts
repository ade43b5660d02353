import { useLingui } from '@lingui/react/macro';
import { useRefusalNotices } from '../../kit/index.ts';

const MARK_MUTATORS = ['evacuation.markStatus'] as const;

/**
 * 'Evacuation update failed' (spec/visitors.md §5: the answer was not EVAC_UPDATED) for each
 * mark the server refuses while the page is open, with the server's reason.
 */
export function useEvacMarkRefusals(): void {
  const { t } = useLingui();
  useRefusalNotices(MARK_MUTATORS, t`Evacuation update failed`);
}
