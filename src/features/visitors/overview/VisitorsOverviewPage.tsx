import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { hasArrived, OPEN_END } from '../../../../contract/index.ts';
import { siteDay, siteDayLimits } from '../../../../contract/siteDays.ts';
import { useFamilyRecords, useLocationSelection, useSiteTimeZone } from '../../../kit/index.ts';
import { useOnSiteBefore } from '../../onSite/useOnSiteBefore.ts';

/**
 * visitors: the overview an ADMIN gets on a location without child locations (spec/visitors.md
 * §2, §6). The spec does not say what it shows; Gatehouse shows what reception checks first:
 * who is on site now, today's sign-ins, today's expected invites and how many have arrived, with
 * the way to each visitor page. Read from the local database, so it works offline.
 */
export function VisitorsOverviewPage() {
  const { root, hierarchies, labelOf } = useLocationSelection();
  return (
    <Stack gap="md">
      <Title order={1}>
        <Trans>Visitors</Trans>
      </Title>
      {root ? (
        <Overview root={root} hierarchies={hierarchies} label={labelOf(root)} />
      ) : (
        <Skeleton height={160} />
      )}
    </Stack>
  );
}

function Figure(props: { label: string; value: number | undefined }) {
  return (
    <Paper withBorder p="md" radius="md">
      <Text size="sm" c="dimmed">
        {props.label}
      </Text>
      {props.value === undefined ? (
        <Skeleton height={32} width={60} mt={4} />
      ) : (
        <Text fz={32} fw={700} aria-label={`${props.label}: ${props.value}`}>
          {props.value}
        </Text>
      )}
    </Paper>
  );
}

function Overview(props: { root: string; hierarchies: string[]; label: string }) {
  const { t } = useLingui();
  // Today at the site, from its own midnight (docs/midnight-and-time-zones.md).
  const zone = useSiteTimeZone();
  const today = siteDayLimits(siteDay(Date.now(), zone), zone);
  const window = { root: props.root, hierarchies: props.hierarchies, beginTime: today.begin };
  const visitors = useFamilyRecords({ family: 'visitorLog', ...window, endTime: OPEN_END });
  const invites = useFamilyRecords({
    family: 'invites',
    ...window,
    endTime: today.end,
    firstContent: false,
  });
  // Visitors signed in before midnight and still on site count as on site now.
  const earlier = useOnSiteBefore('visitorLog', props.root, props.hierarchies, today.begin, true);
  const onSite = visitors.records
    ? visitors.records.filter((visitor) => visitor.evtTimeStampOut == null).length +
      (earlier?.length ?? 0)
    : undefined;
  const arrived = invites.records?.filter((invite) => hasArrived(invite));
  return (
    <Stack gap="md">
      <Text c="dimmed">{props.label}</Text>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }}>
        <Figure label={t`On site now`} value={onSite} />
        <Figure label={t`Signed in today`} value={visitors.records?.length} />
        <Figure label={t`Expected today`} value={invites.records?.length} />
        <Figure label={t`Invited visitors arrived`} value={arrived?.length} />
      </SimpleGrid>
      <Group>
        <Button component={Link} to="/visitors/log">
          <Trans>Visitor log</Trans>
        </Button>
        <Button component={Link} to="/visitors/invites" variant="default">
          <Trans>Invites</Trans>
        </Button>
        <Button component={Link} to="/visitors/assisted-check-in" variant="default">
          <Trans>Assisted check-in</Trans>
        </Button>
      </Group>
    </Stack>
  );
}
