import { ActionIcon, Popover, TextInput } from '@mantine/core';
import type { IconSearch } from '@tabler/icons-react';
import type { ReactNode } from 'react';

export interface HeaderPopoverProps {
  label: string;
  icon: typeof IconSearch;
  active: boolean;
  /** The dropdown's content; `search` shows a search field labelled `label` instead. */
  children?: ReactNode;
  search?: { text: string; onChange: (text: string) => void };
  /** Opens at once: the icon was pressed before the popover's code had loaded. */
  pressedEarly: boolean;
  onPressEarly: () => void;
}

/**
 * An icon button in a header cell that opens its popover; filled while its setting is on. Its own
 * chunk (ColumnHeader defers it): until it loads, the same button shows without the popover.
 */
export function HeaderPopover({
  label,
  icon: Icon,
  active,
  children,
  search,
  pressedEarly,
}: HeaderPopoverProps) {
  return (
    <Popover position="bottom-start" trapFocus returnFocus shadow="md" defaultOpened={pressedEarly}>
      <Popover.Target>
        <ActionIcon size="sm" variant={active ? 'filled' : 'subtle'} aria-label={label}>
          <Icon size={14} aria-hidden />
        </ActionIcon>
      </Popover.Target>
      <Popover.Dropdown>
        {search ? (
          <TextInput
            size="xs"
            label={label}
            value={search.text}
            onChange={(event) => search.onChange(event.currentTarget.value)}
          />
        ) : (
          children
        )}
      </Popover.Dropdown>
    </Popover>
  );
}
