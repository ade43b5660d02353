import { Trans, useLingui } from '@lingui/react/macro';
import { Text } from '@mantine/core';
import type { BlockListEntry } from '../../../contract/blockList/schemas.ts';
import { useAttemptKey } from '../../kit/index.ts';
import { ConfirmOperationModal } from '../../kit/pages/ConfirmOperationModal.tsx';
import { entryName } from './labels.ts';
import { useBlockListChange } from './mutations.ts';

/** Asks before deleting an entry (deleteEntry with the lmt it was listed with). */
export function DeleteEntryModal(props: {
  opened: boolean;
  entry: BlockListEntry;
  onClose: () => void;
  onChanged: () => void;
}) {
  const { t } = useLingui();
  const { entry } = props;
  const change = useBlockListChange();
  const attemptKey = useAttemptKey();
  const name = entryName(entry);
  const remove = () => {
    const request = {
      operation: 'deleteEntry' as const,
      entry: { EntityHierarchy: entry.EntityHierarchy, entryId: entry.entryId, lmt: entry.lmt },
    };
    void change.run(request, attemptKey(request));
  };
  return (
    <ConfirmOperationModal
      opened={props.opened}
      title={t`Delete block list entry`}
      state={change.state}
      onConfirm={remove}
      onRetry={() => void change.retry()}
      onClose={props.onClose}
      onDone={props.onChanged}
    >
      <Text size="sm">
        <Trans>
          Delete the entry of {name}? From then on they may sign in unless another entry matches
          them.
        </Trans>
      </Text>
    </ConfirmOperationModal>
  );
}
