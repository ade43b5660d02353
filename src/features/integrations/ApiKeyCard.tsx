import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Code, Text } from '@mantine/core';
import type { ApiKeyItem } from '../../../contract/apiKeys.ts';
import { CollectionItemCard } from '../../kit/pages/CollectionItemCard.tsx';
import { isKeyType, KEY_TYPE_LABELS } from './keyTypes.ts';

/**
 * Local date and time. (The shared formatTimestamp would move src/ui/dateFormat.ts into a chunk
 * of its own and grow the visitor log's cold load; a key list needs no fixed format.)
 */
const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });
const formatTimestamp = (ms: number) => dateTime.format(new Date(ms));

/** One key of the list: description, type, location, its first characters, when made and used. */
export function ApiKeyCard(props: {
  item: ApiKeyItem;
  locationLabel: string;
  onEdit: () => void;
  onRevoke: () => void;
}) {
  const { t } = useLingui();
  const { item } = props;
  const name = item.description || item.keyPreview;
  const type = isKeyType(item.keyType) ? t(KEY_TYPE_LABELS[item.keyType]) : item.keyType;
  const created = formatTimestamp(item.createdAt);
  const lastUsed = item.lastUsedAt ? formatTimestamp(item.lastUsedAt) : t`Never`;
  const access = item.access === 'READ_WRITE' ? t`Reads and writes` : t`Reads only`;
  return (
    <CollectionItemCard
      name={name}
      actions={
        <>
          <Button size="xs" variant="default" aria-label={t`Edit ${name}`} onClick={props.onEdit}>
            <Trans>Edit</Trans>
          </Button>
          <Button
            size="xs"
            color="red"
            variant="light"
            aria-label={t`Revoke ${name}`}
            onClick={props.onRevoke}
          >
            <Trans>Revoke</Trans>
          </Button>
        </>
      }
    >
      <Text fw={500}>{item.description || <Trans>(no description)</Trans>}</Text>
      <Text size="sm">
        {type} · {access} · {props.locationLabel} · <Code>{item.keyPreview}…</Code>
      </Text>
      <Text size="xs" c="dimmed">
        <Trans>
          Created {created} by {item.createdBy}. Last used: {lastUsed}
        </Trans>
      </Text>
    </CollectionItemCard>
  );
}
