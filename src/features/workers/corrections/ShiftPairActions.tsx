import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { ActionIcon, Button, Group, Menu, Modal } from '@mantine/core';
import { IconDots } from '@tabler/icons-react';
import { useState } from 'react';
import { pairCorrections } from '../../../../contract/transitions/workerCorrections.ts';
import type { WorkerLogRecord } from '../../../../contract/workerCorrections.ts';
import { useOperationAccessCheck } from '../../../kit/index.ts';
import { PhotoReviewModal } from '../photo/PhotoReviewModal.tsx';
import { hasPhoto } from '../photo/usePhotoReview.ts';
import { BadgeNumberModal } from './BadgeNumberModal.tsx';
import { CORRECTION_TITLES, CorrectionModal } from './CorrectionModal.tsx';
import { CorrectionsHistory } from './CorrectionsHistory.tsx';
import { type CorrectionKind, correctionsFor } from './correctionForm.ts';

export interface ShiftPairActionsProps {
  clockIn?: WorkerLogRecord | undefined;
  clockOut?: WorkerLogRecord | undefined;
}

type Opened =
  | { type: 'correction'; kind: CorrectionKind }
  | { type: 'history' }
  | { type: 'badge'; event: WorkerLogRecord }
  | { type: 'photo'; event: WorkerLogRecord };

function workerName(event: WorkerLogRecord | undefined): string {
  const details = event?.workerFullDetails;
  const name = [details?.firstName, details?.lastName].filter(Boolean).join(' ');
  return name || (event?.ProfileId ?? '');
}

/**
 * The actions of one shift pair of the worker log (spec/workers.md §2, §4): its corrections
 * (each a modal with validation, queued offline-capable), its corrections history, the badge
 * number and photo review. Offers only what the access policy lets the user ask for at the
 * pair's location. Mount CorrectionRefusalNotices once on the page to announce refusals.
 */
export function ShiftPairActions({ clockIn, clockOut }: ShiftPairActionsProps) {
  const { t } = useLingui();
  const [opened, setOpened] = useState<Opened | null>(null);
  const checkCorrection = useOperationAccessCheck('workerLogOperations/addLogComment');
  const checkBadge = useOperationAccessCheck('workerLogOperations/captureWorkerBadgeNumber');
  const checkPhoto = useOperationAccessCheck('workerBiometricOperations/acceptLogImage');
  const event = clockIn ?? clockOut;
  if (!event) return null;
  const targets = [event.EntityHierarchy];
  const kinds = checkCorrection(targets).allowed ? correctionsFor({ clockIn, clockOut }) : [];
  const badge = checkBadge(targets).allowed;
  const photos = checkPhoto(targets).allowed ? [clockIn, clockOut].filter(hasPhoto) : [];
  const corrections = pairCorrections(clockIn, clockOut).length;
  const name = workerName(event);
  const close = () => setOpened(null);
  const pair = { clockIn, clockOut };
  return (
    <Group gap={4} wrap="nowrap">
      {corrections > 0 && (
        <Button size="compact-xs" variant="light" onClick={() => setOpened({ type: 'history' })}>
          <Plural value={corrections} one="# correction" other="# corrections" />
        </Button>
      )}
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <ActionIcon variant="subtle" aria-label={t`Actions for ${name}`}>
            <IconDots size={16} aria-hidden />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          {kinds.map((kind) => (
            <Menu.Item key={kind} onClick={() => setOpened({ type: 'correction', kind })}>
              {t(CORRECTION_TITLES[kind])}
            </Menu.Item>
          ))}
          {badge && (
            <Menu.Item onClick={() => setOpened({ type: 'badge', event })}>
              <Trans>Link badge number</Trans>
            </Menu.Item>
          )}
          {photos.map((photo) => (
            <Menu.Item
              key={photo.evtTimeStampProfileID}
              onClick={() => setOpened({ type: 'photo', event: photo })}
            >
              {photo.eventType === 'CLOCK_IN' ? (
                <Trans>Review clock-in photo</Trans>
              ) : (
                <Trans>Review clock-out photo</Trans>
              )}
            </Menu.Item>
          ))}
          <Menu.Item onClick={() => setOpened({ type: 'history' })}>
            <Trans>Corrections history</Trans>
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      {opened?.type === 'correction' && (
        <CorrectionModal kind={opened.kind} pair={pair} onClose={close} />
      )}
      {opened?.type === 'badge' && <BadgeNumberModal event={opened.event} onClose={close} />}
      {opened?.type === 'photo' && <PhotoReviewModal event={opened.event} onClose={close} />}
      {opened?.type === 'history' && (
        <Modal opened onClose={close} title={t`Corrections history`} centered>
          <CorrectionsHistory clockIn={clockIn} clockOut={clockOut} />
        </Modal>
      )}
    </Group>
  );
}
