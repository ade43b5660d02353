import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useSignOutVisitor } from '../mutations.ts';
import type { VisitorRecord } from '../visitorRows.ts';
import { visitorName } from '../visitorRows.ts';

/** "Sign out" for one visitor on site; its accessible name includes the visitor's name. */
export function SignOutButton({ record }: { record: VisitorRecord }) {
  const { t } = useLingui();
  const signOut = useSignOutVisitor();
  const [busy, setBusy] = useState(false);
  const name = visitorName(record);
  const onClick = async () => {
    setBusy(true);
    try {
      await signOut(record);
    } catch (error) {
      notifications.show({
        color: 'red',
        title: t`Oops!`,
        message: t`${name} could not be signed out: ${String(error)}`,
      });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      size="xs"
      variant="light"
      loading={busy}
      onClick={onClick}
      aria-label={t`Sign out ${name}`}
      style={{ flexShrink: 0 }}
    >
      <Trans>Sign out</Trans>
    </Button>
  );
}
