import { Trans } from '@lingui/react/macro';
import { Center } from '@mantine/core';
import { ConfigurationRetry } from '../config-errors/ConfigurationRetry.tsx';

/**
 * The environment file could not be loaded and none is cached (a first visit while offline).
 * Where the other configuration failures appear: see ConfigurationGate.
 */
export function StartupErrorPage() {
  return (
    <Center mih="100vh" p="md" component="main">
      <ConfigurationRetry title={<Trans>Connection Offline</Trans>} />
    </Center>
  );
}
