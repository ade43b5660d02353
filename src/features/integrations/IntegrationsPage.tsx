import { Trans } from '@lingui/react/macro';
import { Anchor, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useLocationFeatures } from '../../kit/index.ts';

/**
 * integrations-old (spec/frame.md §3, the Integrations section's first page): what connects to
 * Gatehouse and where to set it up. Decision: the spec shows no content for it; it leads to the
 * section's two pages rather than saying Coming soon.
 */
export function IntegrationsPage() {
  // API keys only for an ADMIN with key types (amApiAdminForTypes), as the menu has it.
  const { integrations } = useLocationFeatures();
  return (
    <Stack gap="md" maw={900}>
      <Title order={1}>
        <Trans>Integrations</Trans>
      </Title>
      <Text c="dimmed">
        <Trans>
          Other systems (access control, payroll, reporting) read this organisation's logs through
          the public API with an API key.
        </Trans>
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        {integrations && (
          <Paper withBorder p="md" radius="md">
            <Stack gap="xs">
              <Anchor component={Link} to="/integrations/api-keys" fw={600}>
                <Trans>API Keys</Trans>
              </Anchor>
              <Text size="sm">
                <Trans>Generate, describe and revoke the keys other systems use.</Trans>
              </Text>
            </Stack>
          </Paper>
        )}
        <Paper withBorder p="md" radius="md">
          <Stack gap="xs">
            <Anchor component={Link} to="/integrations/guides" fw={600}>
              <Trans>Guides</Trans>
            </Anchor>
            <Text size="sm">
              <Trans>Ready-to-run examples of reading the logs with a key.</Trans>
            </Text>
          </Stack>
        </Paper>
      </SimpleGrid>
    </Stack>
  );
}
