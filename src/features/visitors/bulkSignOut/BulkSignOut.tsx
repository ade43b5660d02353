import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Button, Checkbox, Group } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { memo, useState } from 'react';
import { lazyWhenOpened } from '../../../ui/lazyWhenOpened.tsx';
import { useSignOutVisitors } from '../mutations.ts';
import { type VisitorRecord, visitorName, visitorRowKey } from '../visitorRows.ts';

const BulkSignOutDialog = lazyWhenOpened(() =>
  import('./BulkSignOutDialog.tsx').then((m) => m.BulkSignOutDialog),
);

export interface BulkSignOutProps {
  /** The visitors shown that the user may sign out now. */
  selectable: readonly VisitorRecord[];
  /** Those of them selected. */
  selected: readonly VisitorRecord[];
  onSelectAll: (all: boolean) => void;
}

/**
 * Select all and "Sign out selected" for the visitor log: after a confirmation, one sign-out at
 * one time for every selected visitor, queued offline like a single sign-out. A visitor signed
 * out elsewhere meanwhile drops out of `selected` (the page passes those still on site).
 */
export const BulkSignOut = memo(function BulkSignOut(props: BulkSignOutProps) {
  const { selectable, selected, onSelectAll } = props;
  const { t } = useLingui();
  const signOut = useSignOutVisitors();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const all = selectable.length > 0 && selected.length === selectable.length;
  const confirm = async () => {
    setBusy(true);
    try {
      await signOut(selected);
      setConfirming(false);
      onSelectAll(false);
    } catch (error) {
      notifications.show({
        color: 'red',
        title: t`Oops!`,
        message: t`The selected visitors could not be signed out: ${String(error)}`,
      });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Group gap="sm">
      <Checkbox
        label={t`Select everyone on site`}
        checked={all}
        indeterminate={!all && selected.length > 0}
        disabled={selectable.length === 0}
        onChange={(event) => onSelectAll(event.currentTarget.checked)}
      />
      <Button
        size="xs"
        variant="light"
        disabled={selected.length === 0}
        onClick={() => setConfirming(true)}
      >
        {selected.length === 0 ? (
          <Trans>Sign out selected</Trans>
        ) : (
          <Plural value={selected.length} one="Sign out # visitor" other="Sign out # visitors" />
        )}
      </Button>
      <BulkSignOutDialog
        opened={confirming}
        people={selected.map((record) => ({
          key: visitorRowKey(record),
          name: visitorName(record),
        }))}
        busy={busy}
        onConfirm={() => void confirm()}
        onClose={() => setConfirming(false)}
      />
    </Group>
  );
});
