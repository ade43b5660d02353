import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Paper, Stack, Text, Textarea } from '@mantine/core';
import { useLayoutEffect, useRef, useState } from 'react';
import {
  type Channel,
  EVENT_VARIABLES,
  type EventType,
  insertAt,
  renderTemplate,
  SMS_MAX_PARTS,
  SMS_SINGLE_LIMIT,
  smsCount,
  unknownVariables,
  variableToken,
} from '../../../contract/customNotifications.ts';

interface TemplateEditorProps {
  eventType: EventType;
  channel: Channel;
  value: string;
  onChange: (value: string) => void;
}

/**
 * The template with a variable picker (inserts `{{variable}}` at the cursor, or over the
 * selection), a live preview with sample values and, for SMS, the GSM rule: septet count, parts,
 * and the characters outside the GSM alphabet.
 */
export function TemplateEditor({ eventType, channel, value, onChange }: TemplateEditorProps) {
  const { t } = useLingui();
  const area = useRef<HTMLTextAreaElement>(null);
  const [caret, setCaret] = useState<number | null>(null);
  useLayoutEffect(() => {
    if (caret === null || !area.current) return;
    area.current.focus();
    area.current.setSelectionRange(caret, caret);
    setCaret(null);
  }, [caret]);

  const insert = (name: string) => {
    const element = area.current;
    const start = element?.selectionStart ?? value.length;
    const end = element?.selectionEnd ?? start;
    const next = insertAt(value, variableToken(name), start, end);
    onChange(next.text);
    setCaret(next.caret);
  };

  const unknown = unknownVariables(value, eventType);
  const unknownNames = unknown.join(', ');
  const preview = renderTemplate(value, eventType);
  return (
    <Stack gap="xs">
      <Textarea
        ref={area}
        label={t`Message template`}
        description={t`Insert variables with the buttons below; they are filled in when the notification is sent.`}
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
        rows={5}
        required
        error={unknown.length > 0 ? t`Unknown variables: ${unknownNames}` : undefined}
      />
      <Group gap="xs" role="group" aria-label={t`Insert variable`}>
        <Text size="sm" fw={500}>
          <Trans>Insert variable</Trans>
        </Text>
        {EVENT_VARIABLES[eventType].map((name) => (
          <Button
            key={name}
            size="compact-sm"
            variant="light"
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => insert(name)}
          >
            {variableToken(name)}
          </Button>
        ))}
      </Group>
      {channel === 'SMS' && <SmsRule text={preview} />}
      <Paper withBorder p="sm" radius="sm" role="region" aria-label={t`Preview`}>
        <Text size="xs" c="dimmed">
          <Trans>Preview with sample values</Trans>
        </Text>
        <Text size="sm" style={{ whiteSpace: 'pre-wrap' }} data-testid="notification-preview">
          {preview}
        </Text>
      </Paper>
    </Stack>
  );
}

/** The GSM rule for an SMS, counted on the text with the sample values. */
function SmsRule({ text }: { text: string }) {
  const { t } = useLingui();
  const count = smsCount(text);
  const { units, parts } = count;
  const special = count.nonGsm.join(' ');
  return (
    <Stack gap={2} aria-live="polite">
      <Text size="sm" data-testid="sms-count">
        {parts <= 1
          ? t`${units} of ${SMS_SINGLE_LIMIT} characters, 1 SMS`
          : t`${units} characters, ${parts} SMS (153 characters each)`}
      </Text>
      {count.nonGsm.length > 0 && (
        <Text size="sm" c="red" role="alert">
          <Trans>Special characters are not permitted</Trans>: {special}
        </Text>
      )}
      {parts > SMS_MAX_PARTS && (
        <Text size="sm" c="red" role="alert">
          <Trans>An SMS may take at most {SMS_MAX_PARTS} parts.</Trans>
        </Text>
      )}
      <Text size="xs" c="dimmed">
        <Trans>
          Some characters (such as € [ ] ~ ^ |) count as two. The values filled in when the
          notification is sent may change the length.
        </Trans>
      </Text>
    </Stack>
  );
}
