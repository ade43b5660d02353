import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import {
  type Channel,
  type CustomNotification,
  type EventType,
  notificationTypeOf,
  templateProblems,
} from '../../../contract/customNotifications.ts';
import { OnlineOperationNotice } from '../../kit/index.ts';
import { DialogActions } from '../../ui/DialogActions.tsx';
import { CHANNEL_LABELS, EVENT_TYPE_LABELS } from './labels.ts';
import { useNotificationChange } from './mutations.ts';
import { TemplateEditor } from './TemplateEditor.tsx';

interface FormProps {
  opened: boolean;
  at: string;
  atLabel: string;
  eventType: EventType;
  channel: Channel;
  /** The notification to edit; adds one without it. */
  item?: CustomNotification;
  onClose: () => void;
  onChanged: () => void;
  onStale: (message: string) => void;
}

/** Add or edit one notification: the subject (email), the template, preview and SMS rule. */
export function NotificationFormModal(props: FormProps) {
  const { t, i18n } = useLingui();
  const { item, eventType, channel, atLabel, onChanged, onClose } = props;
  const change = useNotificationChange(props.onStale);
  const [attempt] = useState(() => crypto.randomUUID());
  const [subject, setSubject] = useState(item?.subject ?? '');
  const [template, setTemplate] = useState(item?.template ?? '');
  const problems = [
    ...templateProblems(eventType, channel, template),
    ...(channel === 'EMAIL' ? templateProblems(eventType, channel, subject) : []),
  ];
  const canSave = template.trim() !== '' && problems.length === 0;

  const submit = () => {
    if (!canSave) return;
    const content = {
      EntityHierarchy: props.at,
      eventType,
      notificationType: item?.notificationType ?? notificationTypeOf(eventType, channel),
      ...(channel === 'EMAIL' && subject.trim() ? { subject: subject.trim() } : {}),
      template: template.trim(),
    };
    void change.run(
      item
        ? {
            operation: 'editNotification',
            notificationDetails: { ...content, notificationId: item.notificationId, lmt: item.lmt },
          }
        : { operation: 'addNotification', notificationDetails: content },
      attempt,
    );
  };
  const done = change.state.status === 'done';
  useEffect(() => {
    if (!done) return;
    onChanged();
    onClose();
  }, [done, onChanged, onClose]);

  const what = `${i18n._(EVENT_TYPE_LABELS[eventType])} · ${i18n._(CHANNEL_LABELS[channel])}`;
  return (
    <Modal
      opened={props.opened}
      centered
      size="lg"
      onClose={onClose}
      title={item ? t`Edit notification` : t`Add notification`}
    >
      <Stack gap="sm">
        <Text size="sm">
          <Trans>
            {what} at {atLabel}
          </Trans>
        </Text>
        {channel === 'EMAIL' && (
          <TextInput
            label={t`Subject`}
            value={subject}
            maxLength={200}
            onChange={(event) => setSubject(event.currentTarget.value)}
          />
        )}
        <TemplateEditor
          eventType={eventType}
          channel={channel}
          value={template}
          onChange={setTemplate}
        />
        <OnlineOperationNotice state={change.state} onRetry={() => void change.retry()} />
        <DialogActions onCancel={onClose}>
          <Button onClick={submit} loading={change.state.status === 'running'} disabled={!canSave}>
            <Trans>Save</Trans>
          </Button>
        </DialogActions>
      </Stack>
    </Modal>
  );
}
