import { Box } from '@mantine/core';
import type { ErrorComponentProps } from '@tanstack/react-router';
import { NeedsConnection } from '../../kit/online/NeedsConnection.tsx';
import { useFirstContent } from '../../ui/firstContent.ts';
import { ServerErrorPage } from './ServerErrorPage.tsx';

/**
 * Whether a route failed because its code could not be fetched: the chunks of online-only pages
 * are not precached (vite.config.ts, `ONLINE_ONLY_CHUNKS`), so one never opened on this device
 * cannot load offline. Browsers word it differently; each wording names the dynamic import.
 */
export function isChunkLoadFailure(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error);
  return /dynamically imported module|importing a module script failed/i.test(message);
}

/** A page's error, inside the shell: "needs a connection" for code not on the device, else 500. */
export function RouteErrorPage({ error }: ErrorComponentProps) {
  useFirstContent();
  if (!isChunkLoadFailure(error)) return <ServerErrorPage />;
  return (
    <Box p="md" maw={640}>
      <NeedsConnection onRetry={() => location.reload()} />
    </Box>
  );
}
