import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Modal, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useState } from 'react';
import { CLOCK_EVENT_EXISTS_MESSAGE } from '../../../../contract/workerKeys.ts';
import { DialogActions } from '../../../ui/DialogActions.tsx';
import { formatTimestamp } from '../../../ui/dateFormat.ts';
import { useCorrectionReason } from './CorrectionRefusalNotices.tsx';
import {
  type CorrectionErrors,
  type CorrectionKind,
  type CorrectionValues,
  hasErrors,
  initialValues,
  type PairEvents,
  validateCorrection,
} from './correctionForm.ts';
import { useSubmitCorrection } from './useCorrections.ts';

export const CORRECTION_TITLES: Record<CorrectionKind, MessageDescriptor> = {
  convert: msg`Convert to clock-out`,
  adjustIn: msg`Adjust clock-in time`,
  adjustOut: msg`Adjust clock-out time`,
  createOut: msg`Create clock-out`,
  createPair: msg`Create new pair`,
  comment: msg`Add comment`,
};

const FIRST_LABELS: Partial<Record<CorrectionKind, MessageDescriptor>> = {
  adjustIn: msg`New clock-in time`,
  adjustOut: msg`New clock-out time`,
  createOut: msg`Clock-out time`,
  createPair: msg`Clock-in time`,
};

/** What the correction will do, in a sentence above the form. */
function Summary({ kind, pair }: { kind: CorrectionKind; pair: PairEvents }) {
  const inAt = formatTimestamp(pair.clockIn?.evtTimeStamp);
  const outAt = formatTimestamp(pair.clockOut?.evtTimeStamp);
  switch (kind) {
    case 'convert':
      return <Trans>The clock-in at {inAt} becomes a clock-out.</Trans>;
    case 'adjustIn':
      return <Trans>The clock-in at {inAt} moves to the time below.</Trans>;
    case 'adjustOut':
      return <Trans>The clock-out at {outAt} moves to the time below.</Trans>;
    case 'createOut':
      return <Trans>A clock-out is added for the clock-in at {inAt}.</Trans>;
    case 'createPair':
      return <Trans>A new clock-in and clock-out are added for this worker.</Trans>;
    default:
      return <Trans>The comment is kept in the pair's corrections history.</Trans>;
  }
}

/**
 * One correction of a shift pair in a modal: its times (as the kind needs), a required comment,
 * validation before submitting, and the spec's message when the time is already taken. Submitting
 * queues the correction (it works offline) and closes the modal.
 */
export function CorrectionModal(props: {
  kind: CorrectionKind;
  pair: PairEvents;
  onClose: () => void;
}) {
  const { kind, pair, onClose } = props;
  const { t } = useLingui();
  const submit = useSubmitCorrection();
  const reason = useCorrectionReason();
  const [values, setValues] = useState<CorrectionValues>(() => initialValues(kind, pair));
  const [errors, setErrors] = useState<CorrectionErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const change = (field: keyof CorrectionValues) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
    setFailure(null);
  };
  const firstLabel = FIRST_LABELS[kind];
  const save = async () => {
    const found = validateCorrection(kind, pair, values);
    setErrors(found);
    if (hasErrors(found)) return;
    setBusy(true);
    try {
      const outcome = await submit(kind, pair, values);
      if (outcome === 'queued') onClose();
      else if (outcome === 'exists') setFailure(reason(CLOCK_EVENT_EXISTS_MESSAGE));
      else setFailure(reason(undefined));
    } catch {
      setFailure(reason(undefined));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal opened onClose={onClose} title={t(CORRECTION_TITLES[kind])} centered>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
        noValidate
      >
        <Stack gap="sm">
          <Text size="sm">
            <Summary kind={kind} pair={pair} />
          </Text>
          {firstLabel && (
            <TextInput
              type="datetime-local"
              label={t(firstLabel)}
              value={values.first}
              onChange={(event) => change('first')(event.currentTarget.value)}
              error={errors.first ? t(errors.first) : undefined}
              required
            />
          )}
          {kind === 'createPair' && (
            <TextInput
              type="datetime-local"
              label={t`Clock-out time`}
              value={values.second}
              onChange={(event) => change('second')(event.currentTarget.value)}
              error={errors.second ? t(errors.second) : undefined}
              required
            />
          )}
          <Textarea
            label={t`Comment`}
            value={values.comment}
            onChange={(event) => change('comment')(event.currentTarget.value)}
            error={errors.comment ? t(errors.comment) : undefined}
            maxLength={1000}
            rows={3}
            required
          />
          {failure && (
            <Alert color="red" variant="light" role="alert">
              {failure}
            </Alert>
          )}
          <DialogActions onCancel={onClose}>
            <Button type="submit" loading={busy}>
              <Trans>Save correction</Trans>
            </Button>
          </DialogActions>
        </Stack>
      </form>
    </Modal>
  );
}
