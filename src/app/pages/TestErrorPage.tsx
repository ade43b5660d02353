import { Trans } from '@lingui/react/macro';
import { Button, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';

/** /test-error (spec/frame.md §2): a button that fails on the second click. */
export function TestErrorPage() {
  const [clicks, setClicks] = useState(0);
  if (clicks >= 2) throw new Error('Test error: the button was clicked twice');
  return (
    <Stack gap="md" p="md">
      <Title order={1}>
        <Trans>Error boundary test</Trans>
      </Title>
      <Text>
        <Trans>The second click on this button fails on purpose.</Trans>
      </Text>
      <Button w="fit-content" onClick={() => setClicks((value) => value + 1)}>
        <Trans>Click me</Trans>
      </Button>
    </Stack>
  );
}
