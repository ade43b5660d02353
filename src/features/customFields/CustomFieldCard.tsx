import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Button, Group, Text } from '@mantine/core';
import type { CustomField } from '../../../contract/customFields.ts';
import { CollectionItemCard } from '../../kit/pages/CollectionItemCard.tsx';
import { INPUT_TYPE_LABELS } from './inputTypes.ts';

/** One field of the list: name, input type, location, drop-down items, enabled or disabled. */
export function CustomFieldCard(props: {
  field: CustomField;
  locationLabel: string;
  busy: boolean;
  canChange: boolean;
  onEdit: () => void;
  onToggle: () => void;
  onDelete: () => void;
}) {
  const { t } = useLingui();
  const { field } = props;
  const name = field.fieldName;
  const items = field.staticDropDownListItems.map((item) => item.optionText).join(', ');
  return (
    <CollectionItemCard
      name={name}
      actions={
        props.canChange && (
          <>
            <Button size="xs" variant="default" aria-label={t`Edit ${name}`} onClick={props.onEdit}>
              <Trans>Edit</Trans>
            </Button>
            <Button
              size="xs"
              variant="default"
              loading={props.busy}
              aria-label={field.disabled ? t`Enable ${name}` : t`Disable ${name}`}
              onClick={props.onToggle}
            >
              {field.disabled ? <Trans>Enable</Trans> : <Trans>Disable</Trans>}
            </Button>
            <Button
              size="xs"
              color="red"
              variant="light"
              aria-label={t`Delete ${name}`}
              onClick={props.onDelete}
            >
              <Trans>Delete</Trans>
            </Button>
          </>
        )
      }
    >
      <Group gap="xs">
        <Text fw={500}>{name}</Text>
        {field.disabled ? (
          <Badge color="gray" variant="light">
            <Trans>Disabled</Trans>
          </Badge>
        ) : (
          <Badge color="green" variant="light">
            <Trans>Enabled</Trans>
          </Badge>
        )}
      </Group>
      <Text size="sm">
        {t(INPUT_TYPE_LABELS[field.inputType])} · {props.locationLabel}
      </Text>
      {items && (
        <Text size="xs" c="dimmed">
          <Trans>Items: {items}</Trans>
        </Text>
      )}
      {field.consumers.length > 0 && (
        <Text size="xs" c="dimmed">
          <Trans>Used by flows or notifications: locked</Trans>
        </Text>
      )}
    </CollectionItemCard>
  );
}
