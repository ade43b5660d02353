import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { refusalReason, refusalTitle } from './directoryMessages.ts';
import {
  type DirectoryRefusal,
  useDeletePeople,
  useDirectoryRefusals,
  useDiscardRefusal,
} from './mutations.ts';

const nameOf = (person: { firstName?: string | undefined; lastName?: string | undefined }) =>
  [person.firstName, person.lastName].filter(Boolean).join(' ');

export interface DirectoryRefusalsProps {
  hierarchies: readonly string[];
  /** Opens the form with the refused add or edit: the user's input and the reason. */
  onEdit: (refusal: DirectoryRefusal & { kind: 'add' | 'edit' }) => void;
}

/**
 * The directory's refused changes above the table (issue 36: they showed only in the sync
 * indicator), each with the spec's text, who it was about and why, and what to do: an add or
 * edit opens again in the form with what was typed (Edit and retry); a delete is sent again
 * (Retry); Discard drops the change (the directory stays as the server has it).
 */
export function DirectoryRefusals({ hierarchies, onEdit }: DirectoryRefusalsProps) {
  const { t } = useLingui();
  const refusals = useDirectoryRefusals(hierarchies);
  const discard = useDiscardRefusal();
  const deletePeople = useDeletePeople();
  if (refusals.length === 0) return null;
  return (
    <Stack gap="xs">
      {refusals.map((refusal) => {
        const who =
          refusal.kind === 'delete'
            ? refusal.args.people.length === 1
              ? t`1 person`
              : t`${refusal.args.people.length} people`
            : nameOf(refusal.args.person);
        return (
          <Alert
            key={refusal.id}
            color="red"
            variant="light"
            icon={<IconAlertTriangle size={18} aria-hidden />}
            title={refusalTitle(refusal.kind, t)}
          >
            <Stack gap="xs">
              <Text size="sm">
                <Trans>
                  {who}: {refusalReason(refusal.reason, t)}
                </Trans>
              </Text>
              <Group gap="xs">
                {refusal.kind === 'delete' ? (
                  <Button
                    size="xs"
                    onClick={() =>
                      void deletePeople(refusal.args.people).then(() => discard(refusal.id))
                    }
                  >
                    <Trans>Retry</Trans>
                  </Button>
                ) : (
                  <Button size="xs" onClick={() => onEdit(refusal)}>
                    <Trans>Edit and retry</Trans>
                  </Button>
                )}
                <Button size="xs" variant="default" onClick={() => void discard(refusal.id)}>
                  <Trans>Discard</Trans>
                </Button>
              </Group>
            </Stack>
          </Alert>
        );
      })}
    </Stack>
  );
}
