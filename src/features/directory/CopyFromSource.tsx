import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Select, Stack } from '@mantine/core';
import { useMemo, useState } from 'react';
import type { FlowTypeRef } from '../../../contract/directory/index.ts';
import {
  OnlineOperationNotice,
  useAllLocations,
  useOperationAccessCheck,
} from '../../kit/index.ts';
import { usePersonTypes } from './queries.ts';
import { useDirectoryCopy } from './useDirectoryImport.ts';

/**
 * Copy From Source (spec/workers.md §2 "Bulk Import modal" 3): the directory of a type at another
 * location (one where employee maintenance is enabled, as the server requires) copied into the
 * chosen location and type. Online only.
 */
export function CopyFromSource(props: {
  destination: { hierarchy: string; flowTypeRef: FlowTypeRef } | null;
  /** Says what is missing (method, type) when there is no destination yet. */
  warning: string | null;
  labelOf: (key: string) => string;
}) {
  const { t } = useLingui();
  const check = useOperationAccessCheck('directoryOperations/updateEmployeeDirectory');
  const all = useAllLocations();
  const sources = useMemo(() => all.filter((key) => check([key]).allowed), [all, check]);
  const [source, setSource] = useState<string | null>(null);
  const { types } = usePersonTypes(source ?? '');
  const [sourceType, setSourceType] = useState<string | null>(null);
  const copy = useDirectoryCopy();
  const sourceRef = types.find((type) => type.flowTypeRef.flowId === sourceType)?.flowTypeRef;
  const { state } = copy;
  return (
    <Stack gap="sm">
      <Select
        label={t`Source location`}
        data={sources.map((key) => ({ value: key, label: props.labelOf(key) }))}
        value={source}
        searchable
        onChange={(value) => {
          setSource(value);
          setSourceType(null);
          copy.reset();
        }}
      />
      <Select
        label={t`Source type`}
        data={types.map((type) => type.flowTypeRef.flowId)}
        value={sourceType}
        disabled={source === null}
        onChange={(value) => {
          setSourceType(value);
          copy.reset();
        }}
      />
      {props.warning !== null && (
        <Alert color="orange" role="alert">
          {props.warning}
        </Alert>
      )}
      <Button
        disabled={props.destination === null || !source || !sourceRef}
        loading={state.status === 'running'}
        onClick={() => {
          if (props.destination && source && sourceRef) {
            void copy.run({ hierarchy: source, flowTypeRef: sourceRef }, props.destination);
          }
        }}
      >
        <Trans>Copy Directory</Trans>
      </Button>
      {state.status === 'done' && (
        <Alert color={state.result.asynchronous ? 'blue' : 'green'} role="status">
          {state.result.asynchronous ? (
            <Trans>
              The directory is being updated asynchronously due to the large upload size. Please
              check back in a few minutes...
            </Trans>
          ) : (
            <Trans>The directory has been successfully copied from the source.</Trans>
          )}
        </Alert>
      )}
      {state.status === 'failed' && (
        <Alert color="red" role="alert">
          <Trans>
            We ran into an issue while trying to copy from the source, if the problem persists,
            please get in touch.
          </Trans>{' '}
          {state.error}
        </Alert>
      )}
      {state.status === 'needs-connection' && (
        <OnlineOperationNotice state={state} onRetry={() => void copy.retry()} />
      )}
    </Stack>
  );
}
