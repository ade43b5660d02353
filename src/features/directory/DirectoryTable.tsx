import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Badge, Checkbox, Group, Popover, Text } from '@mantine/core';
import {
  type ColumnDescription,
  RowSelectCheckbox,
  RowSelectionProvider,
  StaticTable,
} from '../../kit/index.ts';
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

const personName = (record: DirectoryRecord) =>
  `${record.firstName ?? ''} ${record.lastName ?? ''}`.trim();

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
  const someSelected = !allSelected && records.some((r) => selected.has(rowKey(r)));
  const described: ColumnDescription<DirectoryRecord>[] = [
    {
      key: 'select',
      title: t`Select all`,
      header: (
        <Checkbox
          aria-label={t`Select all`}
          checked={allSelected}
          indeterminate={someSelected}
          onChange={() => toggleShown(!allSelected)}
        />
      ),
      value: () => null,
      render: (record) => {
        const name = personName(record);
        return <RowSelectCheckbox id={rowKey(record)} label={t`Select ${name}`} />;
      },
    },
    { key: 'name', title: t`Name`, value: personName },
    { key: 'id', title: t`Person ID`, value: (record) => record.personalIdentificationNr },
    ...(columns.alternateId
      ? [
          {
            key: 'alternateId',
            title: t`Alternate ID`,
            value: (record: DirectoryRecord) => record.alternatePersonalIdNr,
          },
        ]
      : []),
    {
      key: 'organization',
      title: t`Organization ID`,
      value: (record) => record.organizationIdValue,
    },
    { key: 'type', title: t`Type`, value: (record) => record.flowTypeRef?.flowId },
    { key: 'email', title: t`Email`, value: (record) => record.email },
    { key: 'phone', title: t`Phone`, value: (record) => record.phoneNumber },
    ...(columns.lineManagers
      ? [
          {
            key: 'lineManagers',
            title: t`Line managers`,
            value: (record: DirectoryRecord) => (record.lineManagers ?? []).join(', '),
          },
        ]
      : []),
    ...(columns.tags
      ? [
          {
            key: 'tags',
            title: t`Tags`,
            value: (record: DirectoryRecord) => (record.tags ?? []).join(', '),
            render: (record: DirectoryRecord) => <Tags tags={record.tags ?? []} />,
          },
        ]
      : []),
    {
      key: 'actions',
      title: t`Actions`,
      value: () => null,
      render: (record) => <Actions record={record} onEdit={onEdit} onDelete={onDelete} />,
    },
  ];
  return (
    <RowSelectionProvider selected={selected} onToggle={toggle}>
      <StaticTable
        caption={t`Directory`}
        columns={described}
        rows={records}
        rowKey={rowKey}
        rowAttributes={(record) => ({ 'data-person': record.personalIdentificationNr })}
        minWidth={900}
        highlightOnHover
      />
    </RowSelectionProvider>
  );
}

function Actions({
  record,
  onEdit,
  onDelete,
}: {
  record: DirectoryRecord;
  onEdit: (record: DirectoryRecord) => void;
  onDelete: (record: DirectoryRecord) => void;
}) {
  const { t } = useLingui();
  const name = personName(record);
  return (
    <Group gap={6} wrap="nowrap">
      <Anchor component="button" onClick={() => onEdit(record)} aria-label={t`Edit ${name}`}>
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
  );
}
