import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Code, CopyButton, Group, Paper, Stack, Text, Title } from '@mantine/core';
import {
  PUBLIC_API_EXAMPLES,
  PUBLIC_API_LOGS,
  PUBLIC_API_PREFIX,
  PUBLIC_API_WRITE_EXAMPLES,
  PUBLIC_API_WRITES,
  type PublicApiExample,
  type PublicApiWriteExample,
} from '../../../contract/publicApi.ts';
import { KEY_TYPE_LABELS } from './keyTypes.ts';

const EXAMPLE_TITLES: Record<PublicApiExample, MessageDescriptor> = {
  key: msg`Check which key you are using`,
  visitorLog: msg`Read the visitor log of the last 24 hours`,
  visitorLogRange: msg`Read the visitor log between two times (epoch milliseconds)`,
  status: msg`Print only the HTTP status: 200, or 401 once the key is revoked`,
};

const WRITE_EXAMPLE_TITLES: Record<PublicApiWriteExample, MessageDescriptor> = {
  visitorSignIn: msg`Sign a visitor in (run it twice: the same answer, one visitor)`,
  visitorSignOut: msg`Sign that visitor out (VISITOR_RECORD: the sign-in's item.evtTimeStampProfileID)`,
  screening: msg`Record a pre-screening (PERSON_ID: a person ID of the site's directory)`,
  clockIn: msg`Clock that person in`,
  parkingIn: msg`A vehicle arrives`,
};

/**
 * integrations/guides: how another system reads logs with an API key (the public API of
 * contract/publicApi.ts). The curl commands are the ones server/publicApi/publicApiGuide.test.ts
 * runs, with this server's address filled in.
 */
export function GuidesPage() {
  const { t } = useLingui();
  const setup = `export GATEHOUSE_URL=${window.location.origin}\nexport GATEHOUSE_API_KEY=<your API key>`;
  return (
    <Stack gap="md">
      <Title order={1}>
        <Trans>Guides</Trans>
      </Title>
      <Paper withBorder p="md" radius="md">
        <Stack gap="sm">
          <Title order={2} size="h3">
            <Trans>Reading logs with an API key</Trans>
          </Title>
          <Text size="sm">
            <Trans>
              Generate a key on the API Keys page. Send it in the Authorization header as
              &quot;Bearer &lt;key&gt;&quot;. A key reads the log of its type, for the location it
              was generated at and every location below it. An unknown or revoked key is refused
              with 401.
            </Trans>
          </Text>
          <Stack gap={4} component="ul" aria-label={t`Public API`} m={0} pl="md">
            {PUBLIC_API_LOGS.map((log) => (
              <Text key={log.path} component="li" size="sm">
                <Code>{`GET ${PUBLIC_API_PREFIX}/${log.path}?from=…&to=…`}</Code>{' '}
                {t(KEY_TYPE_LABELS[log.keyType])}
              </Text>
            ))}
          </Stack>
          <Text size="sm">
            <Trans>
              from and to are epoch milliseconds (default: the last 24 hours onwards). An answer
              holds at most 5,000 records; truncated is true when there were more.
            </Trans>
          </Text>
          <Example title={t`First set the address and your key`} command={setup} />
          <Examples commands={PUBLIC_API_EXAMPLES} titles={EXAMPLE_TITLES} />
        </Stack>
      </Paper>
      <WritingEvents />
    </Stack>
  );
}

/** How badge readers, parking scanners and other kiosks post events with a READ_WRITE key. */
function WritingEvents() {
  const { t } = useLingui();
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="sm">
        <Title order={2} size="h3">
          <Trans>Writing events from devices</Trans>
        </Title>
        <Text size="sm">
          <Trans>
            Switch on &quot;May also write events&quot; for the key. Each post needs an
            Idempotency-Key header: a device that retries sends the same one, and the event is
            stored once. The body is checked as it would be for a signed-in user, for the key&apos;s
            location and the locations below it.
          </Trans>
        </Text>
        <Stack gap={4} component="ul" aria-label={t`Public API writes`} m={0} pl="md">
          {PUBLIC_API_WRITES.map((write) => (
            <Text key={write.path} component="li" size="sm">
              <Code>{`POST ${PUBLIC_API_PREFIX}/${write.path}`}</Code>{' '}
              {t(KEY_TYPE_LABELS[write.keyType])}
            </Text>
          ))}
        </Stack>
        <Examples commands={PUBLIC_API_WRITE_EXAMPLES} titles={WRITE_EXAMPLE_TITLES} />
      </Stack>
    </Paper>
  );
}

/** Each command of `commands` under its title, in the order the contract lists them. */
function Examples<Name extends string>(props: {
  commands: Readonly<Record<Name, string>>;
  titles: Readonly<Record<Name, MessageDescriptor>>;
}) {
  const { t } = useLingui();
  const names = Object.keys(props.commands).filter((name): name is Name =>
    Object.hasOwn(props.titles, name),
  );
  return names.map((name) => (
    <Example key={name} title={t(props.titles[name])} command={props.commands[name]} />
  ));
}

function Example(props: { title: string; command: string }) {
  return (
    <Stack gap={4}>
      <Group justify="space-between">
        <Text size="sm" fw={500}>
          {props.title}
        </Text>
        <CopyButton value={props.command}>
          {({ copied, copy }) => (
            <Button size="xs" variant="subtle" onClick={copy}>
              {copied ? <Trans>Copied</Trans> : <Trans>Copy</Trans>}
            </Button>
          )}
        </CopyButton>
      </Group>
      <Code block>{props.command}</Code>
    </Stack>
  );
}
