import { useLingui } from '@lingui/react/macro';
import { mutationLabel, type OutboxRow } from '../../kit/index.ts';

/** The translated label of an outbox row's mutator ("Sign a visitor out"), else its name. */
export function useMutationLabel(): (row: OutboxRow) => string {
  const { i18n } = useLingui();
  return (row) => {
    const label = mutationLabel(row);
    return label ? i18n._(label) : row.mutator;
  };
}

/** Where and when a change was queued: "acme#north#jhb, 3 Mar 2025, 10:04". */
export function useQueuedWhereWhen(): (row: OutboxRow) => { where: string; when: string } {
  const { i18n } = useLingui();
  return (row) => ({
    where: row.records[0]?.key[0] ?? '',
    when: i18n.date(new Date(row.createdAt), { dateStyle: 'medium', timeStyle: 'short' }),
  });
}
