import { useLingui } from '@lingui/react/macro';
import { ActionIcon, Group, Table } from '@mantine/core';
import { IconFilter, IconSearch } from '@tabler/icons-react';
import { type KeyboardEvent, type PointerEvent, type ReactNode, useState } from 'react';
import { deferred } from '../deferred.tsx';
import type { HeaderPopoverProps } from './HeaderPopover.tsx';
import { resizedWidth } from './virtualWindow.ts';

export interface ColumnHeaderProps {
  title: string;
  /** Fixed width in pixels; without one the column shares the table's remaining width. */
  width?: number;
  onResize: (width: number) => void;
  /** Content of the column's filter popover (a filter icon is shown when given). */
  filter?: ReactNode;
  filterActive?: boolean;
  /** The column's search text (a search icon is shown when `onSearch` is given). */
  search?: string;
  onSearch?: (text: string) => void;
  /** Search and Reset buttons apply the search (instead of searching while typing). */
  searchSubmit?: boolean | undefined;
  /** Spans both header rows of a table with nested columns. */
  rowSpan?: number | undefined;
}

/** The header icon before its popover has loaded: pressing it opens the popover once loaded. */
function EarlyHeaderButton({ label, icon: Icon, active, onPressEarly }: HeaderPopoverProps) {
  return (
    <ActionIcon
      size="sm"
      variant={active ? 'filled' : 'subtle'}
      aria-label={label}
      onClick={onPressEarly}
    >
      <Icon size={14} aria-hidden />
    </ActionIcon>
  );
}

const DeferredHeaderPopover = deferred(
  () => import('./HeaderPopover.tsx').then((m) => m.HeaderPopover),
  EarlyHeaderButton,
);

/** A header popover; its code (Mantine's Popover) loads after the table has painted. */
function HeaderPopover(props: Omit<HeaderPopoverProps, 'pressedEarly' | 'onPressEarly'>) {
  const [pressedEarly, setPressedEarly] = useState(false);
  return (
    <DeferredHeaderPopover
      {...props}
      pressedEarly={pressedEarly}
      onPressEarly={() => setPressedEarly(true)}
    />
  );
}

/** A table header cell with filter and search icons and a draggable / keyboard resize edge. */
export function ColumnHeader(props: ColumnHeaderProps) {
  const { t } = useLingui();
  const { title, width, onResize, filter, filterActive, search, onSearch, searchSubmit } = props;
  const startDrag = (event: PointerEvent<HTMLDivElement>) => {
    const startX = event.clientX;
    const target = event.currentTarget;
    const startWidth = width ?? target.parentElement?.offsetWidth ?? 160;
    target.setPointerCapture(event.pointerId);
    const move = (moveEvent: globalThis.PointerEvent) =>
      onResize(resizedWidth(startWidth, moveEvent.clientX - startX));
    const stop = () => {
      target.removeEventListener('pointermove', move);
      target.removeEventListener('pointerup', stop);
    };
    target.addEventListener('pointermove', move);
    target.addEventListener('pointerup', stop);
  };
  const resizeByKey = (event: KeyboardEvent<HTMLDivElement>) => {
    const current = width ?? event.currentTarget.parentElement?.offsetWidth ?? 160;
    if (event.key === 'ArrowLeft') onResize(resizedWidth(current, -16));
    else if (event.key === 'ArrowRight') onResize(resizedWidth(current, 16));
    else return;
    event.preventDefault();
  };
  return (
    <Table.Th style={{ width, position: 'relative' }} scope="col" rowSpan={props.rowSpan}>
      <Group gap={4} wrap="nowrap" pr={8}>
        <span style={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
          {title}
        </span>
        {onSearch && (
          <HeaderPopover
            label={t`Search ${title}`}
            icon={IconSearch}
            active={Boolean(search)}
            search={{ text: search ?? '', onChange: onSearch, submit: searchSubmit === true }}
          />
        )}
        {filter && (
          <HeaderPopover
            label={t`Filter ${title}`}
            icon={IconFilter}
            active={Boolean(filterActive)}
          >
            {filter}
          </HeaderPopover>
        )}
      </Group>
      {/* biome-ignore lint/a11y/useSemanticElements: a focusable column resizer has no native element */}
      <div
        role="separator"
        aria-orientation="vertical"
        aria-label={t`Resize ${title}`}
        aria-valuenow={width}
        tabIndex={0}
        onPointerDown={startDrag}
        onKeyDown={resizeByKey}
        style={{
          position: 'absolute',
          top: 0,
          right: 0,
          bottom: 0,
          width: 8,
          cursor: 'col-resize',
          touchAction: 'none',
          borderRight: '2px solid var(--mantine-color-default-border)',
        }}
      />
    </Table.Th>
  );
}
