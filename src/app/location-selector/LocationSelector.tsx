import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Popover, ScrollArea, Skeleton } from '@mantine/core';
import { IconChevronDown, IconMapPin } from '@tabler/icons-react';
import { Suspense, useState } from 'react';
import { selectionLabel } from '../../config/hierarchy.ts';
import { useHierarchyConfigState } from '../../config/hierarchyConfigStore.ts';
import { hasUnsavedChanges } from '../../kit/form/unsavedChanges.ts';
import { useLocationSelection } from '../../kit/location/useLocationSelection.ts';
import { LazyLeavePageDialog } from '../../ui/LeavePageConfirmation.tsx';
import { LocationTree } from './LocationTree.tsx';
import { useChooseLocation } from './useLocationSelection.ts';

/** Header control: the selected location, opening a popover with the location tree. */
export function LocationSelector() {
  const { t } = useLingui();
  const configState = useHierarchyConfigState();
  const { config, root } = useLocationSelection();
  const choose = useChooseLocation();
  const [opened, setOpened] = useState(false);
  // A location chosen while a form has unsaved changes waits for the user's answer.
  const [pending, setPending] = useState<string | null>(null);

  if (configState.status === 'error') {
    return (
      <Alert color="red" variant="light" py={4} title={<Trans>Location Selector Error</Trans>}>
        {configState.error}
      </Alert>
    );
  }
  if (!config || !root) return <Skeleton height={32} width={180} radius="md" />;

  const label = selectionLabel(config, root);
  return (
    <>
      {pending !== null && (
        <Suspense fallback={null}>
          <LazyLeavePageDialog
            opened
            onConfirm={() => {
              choose(pending);
              setPending(null);
            }}
            onCancel={() => setPending(null)}
          />
        </Suspense>
      )}
      <Popover
        opened={opened}
        onChange={setOpened}
        position="bottom-start"
        width={320}
        trapFocus
        returnFocus
        shadow="md"
      >
        <Popover.Target>
          <Button
            variant="default"
            leftSection={<IconMapPin size={16} aria-hidden />}
            rightSection={<IconChevronDown size={14} aria-hidden />}
            onClick={() => setOpened((value) => !value)}
            aria-label={t`Location: ${label}`}
            maw={{ base: 160, sm: 320 }}
          >
            {label}
          </Button>
        </Popover.Target>
        <Popover.Dropdown p="xs">
          <ScrollArea.Autosize mah={400} type="auto">
            <LocationTree
              config={config}
              selected={root}
              onChoose={(key) => {
                setOpened(false);
                if (key !== root && hasUnsavedChanges()) setPending(key);
                else choose(key);
              }}
            />
          </ScrollArea.Autosize>
        </Popover.Dropdown>
      </Popover>
    </>
  );
}
