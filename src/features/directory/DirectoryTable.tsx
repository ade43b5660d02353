import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Badge, Checkbox, Group, Popover, Table, Text } from '@mantine/core';
import type { DirectoryRecord } from './queries.ts';

/** Tags shown in the row before the rest go into a popover. */
const TAGS_SHOWN = 2;

export interface DirectoryColumns {
  alternateId: boolean;
  lineManagers: boolean;
  tags: boolean;
}

export interface DirectoryTableProps {
  records: readonly DirectoryRecord[];
  columns: DirectoryColumns;
  selected: ReadonlySet<string>;
  onSelect: (keys: Set<string>) => void;
  onEdit: (record: DirectoryRecord) => void;
  onDelete: (record: DirectoryRecord) => void;
}

/** The row key: the person (spec "Row key is the person ID"), per location. */
export const rowKey = (record: DirectoryRecord) => `${record.EntityHierarchy}|${record.ProfileId}`;

function Tags({ tags }: { tags: readonly string[] }) {
  const { t } = useLingui();
  const rest = tags.slice(TAGS_SHOWN);
  return (
    <Group gap={4}>
      {tags.slice(0, TAGS_SHOWN).map((tag) => (
        <Badge key={tag} variant="light">
          {tag}
        </Badge>
      ))}
      {rest.length > 0 && (
        <Popover withArrow>
          <Popover.Target>
            <Badge component="button" variant="outline" aria-label={t`Show all tags`}>
              +{rest.length}
            </Badge>
          </Popover.Target>
          <Popover.Dropdown>
            <Group gap={4}>
              {rest.map((tag) => (
                <Badge key={tag} variant="light">
                  {tag}
                </Badge>
              ))}
            </Group>
          </Popover.Dropdown>
        </Popover>
      )}
    </Group>
  );
}

/** The directory's table (spec/workers.md §2): the spec's columns, multi-select, Edit | Delete. */
export function DirectoryTable({
  records,
  columns,
  selected,
  onSelect,
  onEdit,
  onDelete,
}: DirectoryTableProps) {
  const { t } = useLingui();
  const allSelected = records.length > 0 && records.every((r) => selected.has(rowKey(r)));
  const toggle = (key: string) => {
    const next = new Set(selected);
    if (next.has(key)) next.delete(key);
    else next.add(key);
    onSelect(next);
  };
  /** Selects or clears the rows shown (one page), keeping the selection of other pages. */
  const toggleShown = (select: boolean) => {
    const next = new Set(selected);
    for (const record of records) {
      if (select) next.add(rowKey(record));
      else next.delete(rowKey(record));
    }
    onSelect(next);
  };
  return (
    <Table.ScrollContainer minWidth={900}>
      <Table striped highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>
              <Checkbox
                aria-label={t`Select all`}
                checked={allSelected}
                indeterminate={!allSelected && records.some((r) => selected.has(rowKey(r)))}
                onChange={() => toggleShown(!allSelected)}
              />
            </Table.Th>
            <Table.Th>
              <Trans>Name</Trans>
            </Table.Th>
            <Table.Th>
              <Trans>Person ID</Trans>
            </Table.Th>
            {columns.alternateId && (
              <Table.Th>
                <Trans>Alternate ID</Trans>
              </Table.Th>
            )}
            <Table.Th>
              <Trans>Organization ID</Trans>
            </Table.Th>
            <Table.Th>
              <Trans>Type</Trans>
            </Table.Th>
            <Table.Th>
              <Trans>Email</Trans>
            </Table.Th>
            <Table.Th>
              <Trans>Phone</Trans>
            </Table.Th>
            {columns.lineManagers && (
              <Table.Th>
                <Trans>Line managers</Trans>
              </Table.Th>
            )}
            {columns.tags && (
              <Table.Th>
                <Trans>Tags</Trans>
              </Table.Th>
            )}
            <Table.Th>
              <Trans>Actions</Trans>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {records.map((record) => {
            const key = rowKey(record);
            const name = `${record.firstName ?? ''} ${record.lastName ?? ''}`.trim();
            return (
              <Table.Tr key={key} data-person={record.personalIdentificationNr}>
                <Table.Td>
                  <Checkbox
                    aria-label={t`Select ${name}`}
                    checked={selected.has(key)}
                    onChange={() => toggle(key)}
                  />
                </Table.Td>
                <Table.Td>{name}</Table.Td>
                <Table.Td>{record.personalIdentificationNr}</Table.Td>
                {columns.alternateId && <Table.Td>{record.alternatePersonalIdNr}</Table.Td>}
                <Table.Td>{record.organizationIdValue}</Table.Td>
                <Table.Td>{record.flowTypeRef?.flowId}</Table.Td>
                <Table.Td>{record.email}</Table.Td>
                <Table.Td>{record.phoneNumber}</Table.Td>
                {columns.lineManagers && (
                  <Table.Td>{(record.lineManagers ?? []).join(', ')}</Table.Td>
                )}
                {columns.tags && (
                  <Table.Td>
                    <Tags tags={record.tags ?? []} />
                  </Table.Td>
                )}
                <Table.Td>
                  <Group gap={6} wrap="nowrap">
                    <Anchor
                      component="button"
                      onClick={() => onEdit(record)}
                      aria-label={t`Edit ${name}`}
                    >
                      <Trans>Edit</Trans>
                    </Anchor>
                    <Text c="dimmed" aria-hidden>
                      |
                    </Text>
                    <Anchor
                      component="button"
                      c="red"
                      onClick={() => onDelete(record)}
                      aria-label={t`Delete ${name}`}
                    >
                      <Trans>Delete</Trans>
                    </Anchor>
                  </Group>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
