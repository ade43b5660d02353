import { Trans, useLingui } from '@lingui/react/macro';
import { Paper, Stack, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';

const MINUTE_MS = 60_000;

/** The minute `at`, by the server's clock (the tablet's corrected by `offsetMs`). */
const minuteOf = (at: number, offsetMs: number) =>
  Math.floor((at + offsetMs) / MINUTE_MS) * MINUTE_MS;

/** The current minute by the server's clock. */
function useMinute(offsetMs: number): number {
  const [minute, setMinute] = useState(() => minuteOf(Date.now(), offsetMs));
  useEffect(() => {
    // Checked every second: the state changes (and the screen draws) once a minute.
    const update = () => setMinute(minuteOf(Date.now(), offsetMs));
    update();
    const timer = setInterval(update, 1000);
    return () => clearInterval(timer);
  }, [offsetMs]);
  return minute;
}

/**
 * The paired kiosk's screen, full screen: its location's name, the time and date, and (until the
 * door flows exist) that signing in here is not possible yet. Nothing on it leads anywhere: no
 * menu, no sign-out, no link into the portal.
 */
export function KioskWelcome({ name, clockOffsetMs }: { name: string; clockOffsetMs: number }) {
  const { i18n } = useLingui();
  const minute = useMinute(clockOffsetMs);
  const now = new Date(minute);
  return (
    <Stack
      component="main"
      mih="100dvh"
      p="xl"
      gap="xl"
      align="center"
      justify="center"
      ta="center"
      data-testid="kiosk-welcome"
    >
      <Stack gap={4} align="center">
        <Text fz={28} c="dimmed">
          <Trans>Welcome</Trans>
        </Text>
        <Title order={1} fz={{ base: 40, sm: 56 }} lh={1.15} data-testid="kiosk-location">
          {name}
        </Title>
      </Stack>
      <Stack gap={0} align="center">
        <Text component="time" dateTime={now.toISOString()} fz={96} fw={300} lh={1}>
          {i18n.date(now, { timeStyle: 'short' })}
        </Text>
        <Text fz={24} c="dimmed">
          {i18n.date(now, { dateStyle: 'full' })}
        </Text>
      </Stack>
      <Paper withBorder radius="lg" p="xl" maw={640}>
        <Text fz={24}>
          <Trans>Sign-in at this kiosk is not available yet. Please see reception.</Trans>
        </Text>
      </Paper>
    </Stack>
  );
}
