import { Trans } from '@lingui/react/macro';
import { Text } from '@mantine/core';
import { formatTimestamp } from '../../../ui/dateFormat.ts';
import { useEvacuationPackAge } from '../pack/useEvacuationPack.ts';

/**
 * How old the evacuation pack on this device is ('Updated {time}': the oldest last sync of its
 * scopes), so a marshal offline knows what the roll call is based on.
 */
export function PackAgeText() {
  const age = useEvacuationPackAge();
  if (!age) return null;
  const time = formatTimestamp(age.updatedAt);
  return (
    <Text size="sm" c="dimmed" data-testid="evacuation-pack-age">
      {age.updatedAt === null ? (
        <Trans>Not saved for offline use yet</Trans>
      ) : (
        <Trans>Updated {time}</Trans>
      )}
    </Text>
  );
}
