import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Center, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { kioskCode } from '../../../contract/kioskPairing.ts';
import { type KioskFailure, KioskRequestError } from './kioskRequests.ts';

export interface KioskPairingFormProps {
  /** The code the link carried (`/kiosk?code=`), filled in. */
  initialCode?: string;
  /** An administrator removed this kiosk: said above the form. */
  revoked: boolean;
  onPair: (code: string) => Promise<void>;
}

/**
 * The unpaired kiosk, full screen: the pairing code (typed, or filled in from the QR's link) and
 * "Pair this kiosk". Failures are said in the words of whoever stands at the tablet.
 */
export function KioskPairingForm({ initialCode = '', revoked, onPair }: KioskPairingFormProps) {
  const { t } = useLingui();
  const [code, setCode] = useState(initialCode);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const explain = (failure: KioskFailure): string => {
    switch (failure) {
      case 'invalid-code':
        return t`This pairing code is not valid. Ask an administrator for a new one.`;
      case 'rate-limited':
        return t`Too many attempts. Wait a minute, then try again.`;
      case 'offline':
        return t`Connect this tablet to the network to pair it.`;
      default:
        return t`The kiosk could not be paired. Please try again.`;
    }
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const checked = kioskCode.safeParse(code);
    if (!checked.success) {
      setError(t`Enter the 8-character code shown on the administrator's screen.`);
      return;
    }
    if (globalThis.navigator?.onLine === false) {
      setError(explain('offline'));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await onPair(checked.data);
    } catch (failure) {
      setError(explain(failure instanceof KioskRequestError ? failure.failure : 'failed'));
      setBusy(false);
    }
  };

  return (
    <Center component="main" mih="100dvh" p="xl">
      <Paper withBorder shadow="sm" radius="lg" p="xl" maw={560} w="100%">
        <form onSubmit={(event) => void submit(event)} noValidate>
          <Stack gap="lg">
            <Title order={1} ta="center">
              <Trans>Set up this kiosk</Trans>
            </Title>
            {revoked && (
              <Alert color="yellow" role="status" data-testid="kiosk-unpaired">
                <Text fz="lg">
                  <Trans>This kiosk was unpaired by an administrator.</Trans>
                </Text>
              </Alert>
            )}
            <Text ta="center" c="dimmed" fz="lg">
              <Trans>
                An administrator gets the code under Settings, Resources, “Pair a kiosk”.
              </Trans>
            </Text>
            <TextInput
              size="xl"
              label={t`Enter the pairing code`}
              value={code}
              onChange={(event) => {
                setCode(event.currentTarget.value);
                setError(null);
              }}
              maxLength={40}
              autoComplete="off"
              autoCapitalize="characters"
              autoCorrect="off"
              spellCheck={false}
              placeholder="ABCD-EFGH"
              error={error !== null}
              aria-describedby={error ? 'kiosk-pairing-error' : undefined}
              styles={{
                input: {
                  textAlign: 'center',
                  fontFamily: 'var(--mantine-font-family-monospace)',
                  letterSpacing: '0.1em',
                  textTransform: 'uppercase',
                },
              }}
              autoFocus={!initialCode}
            />
            {error && (
              <Alert color="red" role="alert" id="kiosk-pairing-error">
                <Text fz="lg">{error}</Text>
              </Alert>
            )}
            <Button type="submit" size="xl" fullWidth loading={busy} disabled={code.trim() === ''}>
              <Trans>Pair this kiosk</Trans>
            </Button>
          </Stack>
        </form>
      </Paper>
    </Center>
  );
}
