import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Checkbox, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useCallback, useMemo, useState } from 'react';
import {
  OnlineOperationNotice,
  RowSelectionProvider,
  useOperationAccess,
  useOperationAccessCheck,
  useSiteRangeState,
} from '../../kit/index.ts';
import { type SubtreeLogProps, SubtreeLogPage } from '../../kit/pages/LogPageFrame.tsx';
import { RecordLog } from '../../kit/pages/RecordLog.tsx';
import { inviteId, useInviteColumns } from './components/inviteColumns.tsx';
import { type InviteRow, inviteName } from './inviteRows.ts';
import { useInviteBatch } from './mutations.ts';
import { useInviteLog } from './queries.ts';

/**
 * visitors/invites: the invites of the selected subtree expected in a range (today by default),
 * with their registration state (Not Sent, Sent, Registered) and arrival. Mark arrived and revert
 * arrival work offline (mutators); resend and delete need the server and report how many
 * succeeded and failed (spec/visitors.md §2, §8).
 */
export function InviteLogPage() {
  return (
    <SubtreeLogPage
      title={<Trans>Invites</Trans>}
      aside={(root) => root !== 'ALL' && <NewInviteButton at={root} />}
      log={InviteLog}
    />
  );
}

/** To the new invite screen, for whoever may create invites at the selected location. */
function NewInviteButton(props: { at: string }) {
  const create = useOperationAccess('inviteOperations/upsertDashboardInvites', [props.at]);
  if (!create.allowed) return null;
  return (
    <Button component={Link} to="/visitors/invites/add">
      <Trans>New invite</Trans>
    </Button>
  );
}

function InviteLog(props: SubtreeLogProps) {
  const { t } = useLingui();
  const [range, setRange] = useSiteRangeState();
  const [search, setSearch] = useState('');
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const { records, scope, loading } = useInviteLog({
    root: props.root,
    hierarchies: props.hierarchies,
    beginTime: range.begin,
    endTime: range.end,
    search,
  });
  const shown = records ?? [];
  const chosen = useMemo(
    () => shown.filter((invite) => selected.has(inviteId(invite))),
    [shown, selected],
  );
  const arrivalCheck = useOperationAccessCheck('inviteOperations/markInviteArrived');
  const canChangeArrival = useCallback(
    (invite: InviteRow) => arrivalCheck([invite.EntityHierarchy]).allowed,
    [arrivalCheck],
  );
  const targets = chosen.map((invite) => invite.EntityHierarchy);
  const resendAccess = useOperationAccess('inviteOperations/resendInvite', targets);
  const deleteAccess = useOperationAccess('inviteOperations/deleteInvite', targets);
  const batch = useInviteBatch();
  const run = async (action: 'resend' | 'delete') => {
    await batch.run(action, chosen);
    if (action === 'delete') setSelected(new Set());
  };
  const toggle = useCallback(
    (id: string) =>
      setSelected((current) => {
        const next = new Set(current);
        if (next.has(id)) next.delete(id);
        else next.add(id);
        return next;
      }),
    [],
  );
  const columns = useInviteColumns({
    canChangeArrival,
    labelOf: props.labelOf,
  });
  const allSelected = shown.length > 0 && shown.every((invite) => selected.has(inviteId(invite)));
  const result = batch.state.status === 'done' ? batch.state.result : null;
  return (
    <RowSelectionProvider selected={selected} onToggle={toggle}>
      <RecordLog
        caption={t`Invites`}
        columns={columns}
        rows={records}
        rowKey={inviteId}
        rowLabel={inviteName}
        loading={loading}
        failed={scope?.status === 'error'}
        failure={
          <Trans>The invites could not be retrieved. Please try again or contact support.</Trans>
        }
        empty={
          <Text c="dimmed">
            <Trans>No invites in this period.</Trans>
          </Text>
        }
        count={(shown) => <Plural value={shown.length} one="# invite" other="# invites" />}
        range={range}
        onRange={setRange}
        search={{ value: search, onChange: setSearch, placeholder: t`Name, email, host or event` }}
        actions={
          <>
            <Checkbox
              aria-label={t`Select all invites`}
              checked={allSelected}
              indeterminate={!allSelected && selected.size > 0}
              disabled={shown.length === 0}
              onChange={(event) =>
                setSelected(new Set(event.currentTarget.checked ? shown.map(inviteId) : []))
              }
            />
            <Button
              variant="default"
              disabled={chosen.length === 0 || !resendAccess.allowed}
              loading={batch.state.status === 'running'}
              onClick={() => void run('resend')}
            >
              <Trans>Resend</Trans>
            </Button>
            <Button
              color="red"
              variant="light"
              disabled={chosen.length === 0 || !deleteAccess.allowed}
              loading={batch.state.status === 'running'}
              onClick={() => void run('delete')}
            >
              <Trans>Delete</Trans>
            </Button>
          </>
        }
        notices={
          <>
            <OnlineOperationNotice state={batch.state} onRetry={() => void batch.retry()} />
            {result && (
              <Alert
                color={result.failureCount > 0 ? 'yellow' : 'green'}
                variant="light"
                role="status"
                withCloseButton
                closeButtonLabel={t`Close`}
                onClose={batch.reset}
              >
                {result.action === 'resend' ? (
                  <Trans>
                    Invites resent: {result.successCount}, failed: {result.failureCount}
                  </Trans>
                ) : (
                  <Trans>
                    Invites deleted: {result.successCount}, failed: {result.failureCount}
                  </Trans>
                )}
              </Alert>
            )}
          </>
        }
      />
    </RowSelectionProvider>
  );
}
