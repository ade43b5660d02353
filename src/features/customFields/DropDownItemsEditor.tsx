import { Trans, useLingui } from '@lingui/react/macro';
import { ActionIcon, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import type { DropDownItemInput } from '../../../contract/customFields.ts';

/** The static drop-down list items of a field: each item's text, add and remove. */
export function DropDownItemsEditor(props: {
  items: DropDownItemInput[];
  onChange: (items: DropDownItemInput[]) => void;
}) {
  const { t } = useLingui();
  const { items, onChange } = props;
  const setText = (index: number, optionText: string) =>
    onChange(items.map((item, at) => (at === index ? { ...item, optionText } : item)));
  return (
    <Stack gap="xs" role="group" aria-label={t`Drop-down list items`}>
      <Text size="sm" fw={500}>
        <Trans>Drop-down list items</Trans>
      </Text>
      {items.map((item, index) => {
        const position = index + 1;
        return (
          <Group key={item.itemId} gap="xs" wrap="nowrap">
            <TextInput
              flex={1}
              aria-label={t`Item ${position}`}
              value={item.optionText}
              maxLength={200}
              onChange={(event) => setText(index, event.currentTarget.value)}
            />
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={t`Remove item ${position}`}
              onClick={() => onChange(items.filter((_, at) => at !== index))}
            >
              <IconTrash size={16} aria-hidden />
            </ActionIcon>
          </Group>
        );
      })}
      <Group>
        <Button
          size="xs"
          variant="default"
          onClick={() => onChange([...items, { itemId: crypto.randomUUID(), optionText: '' }])}
        >
          <Trans>Add item</Trans>
        </Button>
      </Group>
    </Stack>
  );
}
