import { Trans } from '@lingui/react/macro';
import { Button } from '@mantine/core';
import { IconClockExclamation } from '@tabler/icons-react';
import { useRouterState } from '@tanstack/react-router';
import { nextForPath } from '../../auth/nextPath.ts';
import type { SessionFreshness } from '../../auth/resolveSession.ts';
import { startSignIn } from '../../auth/startSignIn.ts';
import { ActionAlert } from '../../ui/ActionAlert.tsx';

/**
 * Shown when the server session has ended but the cached identity keeps the app open (a marshal
 * offline): the data on screen is the local copy, and changes wait for a fresh sign-in.
 */
export function SessionNotice({ freshness }: { freshness: SessionFreshness }) {
  const href = useRouterState({ select: (s) => s.location.href });
  if (freshness !== 'expired') return null;
  return (
    <ActionAlert
      color="yellow"
      mb="md"
      icon={<IconClockExclamation aria-hidden />}
      title={<Trans>Your session has ended</Trans>}
      action={
        <Button onClick={() => startSignIn(nextForPath(href))} size="xs">
          <Trans>Sign in again</Trans>
        </Button>
      }
    >
      <Trans>
        You are using the copy saved on this device. Changes you make are kept and sent after you
        sign in again.
      </Trans>
    </ActionAlert>
  );
}
