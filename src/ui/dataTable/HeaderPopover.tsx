import { Trans } from '@lingui/react/macro';
import { ActionIcon, Button, Group, Popover, Stack, TextInput } from '@mantine/core';
import type { IconSearch } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';

export interface HeaderSearch {
  text: string;
  onChange: (text: string) => void;
  /** Search applies the typed text, Reset clears it (instead of searching while typing). */
  submit?: boolean;
}

export interface HeaderPopoverProps {
  label: string;
  icon: typeof IconSearch;
  active: boolean;
  /** The dropdown's content; `search` shows a search field labelled `label` instead. */
  children?: ReactNode;
  search?: HeaderSearch;
  /** Opens at once: the icon was pressed before the popover's code had loaded. */
  pressedEarly: boolean;
  onPressEarly: () => void;
}

/** A search field with Search and Reset: the column's search changes only on a button or Enter. */
function SubmittedSearch({
  label,
  search,
  onDone,
}: {
  label: string;
  search: HeaderSearch;
  onDone: () => void;
}) {
  const [draft, setDraft] = useState(search.text);
  const apply = (text: string) => {
    search.onChange(text.trim());
    onDone();
  };
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        apply(draft);
      }}
    >
      <Stack gap="xs">
        <TextInput
          size="xs"
          label={label}
          value={draft}
          onChange={(event) => setDraft(event.currentTarget.value)}
          data-autofocus
        />
        <Group gap="xs" justify="flex-end">
          <Button
            size="compact-xs"
            variant="default"
            onClick={() => {
              setDraft('');
              apply('');
            }}
          >
            <Trans>Reset</Trans>
          </Button>
          <Button size="compact-xs" type="submit">
            <Trans>Search</Trans>
          </Button>
        </Group>
      </Stack>
    </form>
  );
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
  const [opened, setOpened] = useState(pressedEarly);
  return (
    <Popover
      position="bottom-start"
      trapFocus
      returnFocus
      shadow="md"
      opened={opened}
      onChange={setOpened}
    >
      <Popover.Target>
        <ActionIcon
          size="sm"
          variant={active ? 'filled' : 'subtle'}
          aria-label={label}
          onClick={() => setOpened((open) => !open)}
        >
          <Icon size={14} aria-hidden />
        </ActionIcon>
      </Popover.Target>
      <Popover.Dropdown>
        {search?.submit ? (
          <SubmittedSearch label={label} search={search} onDone={() => setOpened(false)} />
        ) : search ? (
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
