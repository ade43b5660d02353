import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useMemo, useState } from 'react';
import type { UserLogEntry } from '../../../contract/resources.ts';
import { type ColumnDescription, csvColumns, OnlineOperationNotice } from '../../kit/index.ts';
import { RecordTable } from '../../kit/pages/RecordTable.tsx';
import { CsvExportButton } from '../../ui/CsvExportButton.tsx';
import { useLoginAudit } from './loginAudit.ts';

const entryKey = (entry: UserLogEntry) => `${entry.evtTimeStamp}/${entry.sub}`;

const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'medium' });

/**
 * Sign-ins of the organisation (the USER_LOGIN entries of its user log, spec/frame.md §3): time,
 * e-mail and terminal, newest first, with a search (e-mail or terminal), older pages on demand
 * and a CSV export of what is loaded. For ADMINs (the server refuses anyone else); self-contained
 * so that a settings page can show it as a tab.
 */
export function LoginAuditPanel() {
  const { t } = useLingui();
  const [draft, setDraft] = useState('');
  const [search, setSearch] = useState('');
  const audit = useLoginAudit(search);
  const columns = useMemo<ColumnDescription<UserLogEntry>[]>(
    () => [
      {
        key: 'time',
        title: t`Time`,
        value: (entry) => new Date(entry.evtTimeStamp).toISOString(),
        render: (entry) => dateTime.format(new Date(entry.evtTimeStamp)),
      },
      { key: 'email', title: t`Email`, value: (entry) => entry.userEmail },
      { key: 'terminal', title: t`Terminal`, value: (entry) => entry.userTerminalId },
    ],
    [t],
  );
  const running = audit.state.status === 'running';

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <form
          onSubmit={(event) => {
            event.preventDefault();
            setSearch(draft.trim());
          }}
        >
          <Group gap="sm" align="flex-end">
            <TextInput
              label={t`Search sign-ins`}
              placeholder={t`Email or terminal`}
              value={draft}
              maxLength={200}
              onChange={(event) => setDraft(event.currentTarget.value)}
            />
            <Button type="submit" variant="default">
              <Trans>Search</Trans>
            </Button>
          </Group>
        </form>
        <CsvExportButton name="sign-ins" columns={csvColumns(columns)} rows={audit.entries} />
      </Group>
      <OnlineOperationNotice state={audit.state} onRetry={audit.reload} />
      {audit.entries.length === 0 && !running ? (
        audit.state.status === 'done' ? (
          <Text c="dimmed">
            <Trans>No sign-ins found.</Trans>
          </Text>
        ) : null
      ) : (
        <RecordTable
          caption={t`Sign-ins`}
          columns={columns}
          rows={audit.entries}
          rowKey={entryKey}
        />
      )}
      {audit.hasOlder && (
        <Group justify="center">
          <Button variant="default" onClick={audit.loadOlder} loading={running}>
            <Trans>Load older sign-ins</Trans>
          </Button>
        </Group>
      )}
    </Stack>
  );
}
