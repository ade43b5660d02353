import { Trans, useLingui } from '@lingui/react/macro';
import {
  Alert,
  Button,
  Group,
  Modal,
  Paper,
  SegmentedControl,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMemo, useState } from 'react';
import { useLocationSelection, useOperationAccess } from '../../kit/index.ts';
import { HostFormModal } from './HostFormModal.tsx';
import { HostImportModal } from './HostImportModal.tsx';
import { type HostActions, HostContacts, HostTable } from './HostList.tsx';
import { useHostMutations } from './mutations.ts';
import { type HostRecord, useHosts } from './queries.ts';

/**
 * visitors/hosts: the host directory of the selected subtree (spec/visitors.md §2), as a table or
 * contact cards. Changes go to the selected location (not 'ALL'): add, edit, delete and reset
 * sync status of one host are mutators (they work offline); the import needs the server.
 */
export function HostDirectoryPage() {
  const { root, hierarchies, labelOf } = useLocationSelection();
  return (
    <Stack gap="md">
      <Title order={1}>
        <Trans>Host directory</Trans>
      </Title>
      {root ? (
        <HostDirectory root={root} hierarchies={hierarchies} labelOf={labelOf} />
      ) : (
        <Skeleton height={160} />
      )}
    </Stack>
  );
}

type Dialog =
  | { kind: 'add' }
  | { kind: 'edit'; host: HostRecord }
  | { kind: 'delete'; host: HostRecord }
  | { kind: 'import' }
  | null;

function HostDirectory(props: {
  root: string;
  hierarchies: string[];
  labelOf: (key: string) => string;
}) {
  const { t } = useLingui();
  const [search, setSearch] = useState('');
  const [view, setView] = useState<'table' | 'contacts'>('table');
  const [dialog, setDialog] = useState<Dialog>(null);
  const { records, loading } = useHosts(props.root, props.hierarchies, search);
  const shown = records ?? [];
  const everyHost = useHosts(props.root, props.hierarchies, '').records;
  const all = everyHost ?? [];
  const location = props.root === 'ALL' ? null : props.root;
  const access = useOperationAccess(
    'directoryOperations/updateHostDirectory',
    location ? [location] : [],
  );
  const canChange = access.allowed && location !== null;
  const mutations = useHostMutations();
  const keysHere = useMemo(
    () =>
      new Set(
        all
          .filter((host) => host.EntityHierarchy === location)
          .map((host) => host.uniqueAttributeValue),
      ),
    [all, location],
  );
  const queued = (failed: string) => (promise: Promise<void>) =>
    promise.catch(() => notifications.show({ color: 'red', title: t`Oops!`, message: failed }));
  const actions: HostActions = {
    canChange: access.allowed,
    onEdit: (host) => setDialog({ kind: 'edit', host }),
    onDelete: (host) => setDialog({ kind: 'delete', host }),
    onResetSync: (host) =>
      void queued(t`Failed to reset sync status`)(
        mutations.resetSync(host.EntityHierarchy, host.uniqueAttributeValue),
      ),
  };
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="md">
        <Group justify="space-between" align="flex-end">
          <Group gap="sm" align="flex-end">
            <TextInput
              label={t`Search`}
              placeholder={t`Name, email or phone`}
              value={search}
              onChange={(event) => setSearch(event.currentTarget.value)}
            />
            <SegmentedControl
              aria-label={t`View`}
              value={view}
              onChange={(value) => setView(value === 'contacts' ? 'contacts' : 'table')}
              data={[
                { value: 'table', label: t`Table` },
                { value: 'contacts', label: t`Contacts` },
              ]}
            />
          </Group>
          {canChange && (
            <Group gap="sm">
              <Button variant="default" onClick={() => setDialog({ kind: 'import' })}>
                <Trans>Import</Trans>
              </Button>
              <Button onClick={() => setDialog({ kind: 'add' })}>
                <Trans>Add host</Trans>
              </Button>
            </Group>
          )}
        </Group>
        {access.allowed && location === null && (
          <Text size="sm" c="dimmed">
            <Trans>Choose a location to add or import hosts.</Trans>
          </Text>
        )}
        {loading ? (
          <Skeleton height={160} />
        ) : shown.length === 0 ? (
          <Text c="dimmed">
            <Trans>No hosts.</Trans>
          </Text>
        ) : view === 'table' ? (
          <HostTable hosts={shown} labelOf={props.labelOf} actions={actions} />
        ) : (
          <HostContacts hosts={shown} labelOf={props.labelOf} actions={actions} />
        )}
      </Stack>
      {dialog?.kind === 'add' && location && (
        <HostFormModal
          host={null}
          existingKeys={keysHere}
          onClose={() => setDialog(null)}
          onSave={(host) => {
            setDialog(null);
            void queued(t`Failed to add host`)(mutations.add(location, host));
          }}
        />
      )}
      {dialog?.kind === 'edit' && (
        <HostFormModal
          host={dialog.host}
          existingKeys={keysHere}
          onClose={() => setDialog(null)}
          onSave={(host) => {
            setDialog(null);
            void queued(t`Failed to edit host`)(mutations.edit(dialog.host.EntityHierarchy, host));
          }}
        />
      )}
      {dialog?.kind === 'delete' && (
        <Modal opened centered onClose={() => setDialog(null)} title={t`Delete host`}>
          <Stack gap="sm">
            <Text>
              <Trans>
                Delete {dialog.host.name} ({dialog.host.email}) from the host directory?
              </Trans>
            </Text>
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setDialog(null)}>
                <Trans>Cancel</Trans>
              </Button>
              <Button
                color="red"
                onClick={() => {
                  setDialog(null);
                  void queued(t`Failed to delete host`)(
                    mutations.remove(dialog.host.EntityHierarchy, dialog.host.uniqueAttributeValue),
                  );
                }}
              >
                <Trans>Delete</Trans>
              </Button>
            </Group>
          </Stack>
        </Modal>
      )}
      {dialog?.kind === 'import' && location && (
        <HostImportModal
          location={location}
          locationLabel={props.labelOf(location)}
          current={all}
          onClose={() => setDialog(null)}
        />
      )}
      {!access.allowed && !access.loading && (
        <Alert color="gray" variant="light" mt="sm">
          <Trans>
            You can view the host directory here; changing it needs host maintenance rights.
          </Trans>
        </Alert>
      )}
    </Paper>
  );
}
