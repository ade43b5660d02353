import { useLingui } from '@lingui/react/macro';
import { Box, NativeSelect } from '@mantine/core';
import { useEnvironment } from '../EnvironmentContext.tsx';
import { chooseEnvironment, chosenEnvironmentHost, isStagingHost } from './stagingEnvironment.ts';

const RESET = '';

/**
 * On a staging host only: a faint environment selector at the bottom right (spec/frame.md §2).
 * Choosing an environment (or 'Reset environment') reloads the page with that environment file.
 */
export function EnvironmentSelector() {
  const { t } = useLingui();
  const { stagingEnvironments } = useEnvironment();
  if (!isStagingHost(location.hostname) || stagingEnvironments.length === 0) return null;
  const data = [
    { value: RESET, label: t`Reset environment` },
    ...stagingEnvironments.map((environment) => ({
      value: environment.host,
      label: environment.name,
    })),
  ];
  return (
    <Box
      pos="fixed"
      bottom={8}
      right={8}
      style={{ zIndex: 400, opacity: 0.35, transition: 'opacity 150ms' }}
      onMouseEnter={(event) => {
        event.currentTarget.style.opacity = '1';
      }}
      onMouseLeave={(event) => {
        event.currentTarget.style.opacity = '0.35';
      }}
    >
      <NativeSelect
        size="xs"
        aria-label={t`Environment`}
        data={data}
        value={chosenEnvironmentHost() ?? RESET}
        onChange={(event) => chooseEnvironment(event.currentTarget.value || null)}
      />
    </Box>
  );
}
