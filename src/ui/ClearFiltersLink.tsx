import { Trans } from '@lingui/react/macro';
import { Anchor } from '@mantine/core';

/** A link-styled button that clears a view's filters; hidden while no filter is active. */
export function ClearFiltersLink({ active, onClear }: { active: boolean; onClear: () => void }) {
  if (!active) return null;
  return (
    <Anchor component="button" type="button" size="sm" onClick={onClear}>
      <Trans>Clear filters</Trans>
    </Anchor>
  );
}
