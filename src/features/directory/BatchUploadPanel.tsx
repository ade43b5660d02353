import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Paper, Stack, Text, VisuallyHidden } from '@mantine/core';
import { IconDownload, IconFileSpreadsheet } from '@tabler/icons-react';
import { useState } from 'react';
import {
  type RouteType,
  TEMPLATE_FOLDER,
  type TemplateOptions,
  templateFileName,
} from '../../../contract/directory/importTemplate.ts';

/**
 * The batch upload panel (spec/workers.md §2): Download Template (the build's template for the
 * route type and the location's options) and a drop area taking one `.xlsx` file, by click,
 * keyboard (the file input inside it) or drag and drop.
 */
export function BatchUploadPanel(props: {
  routeType: RouteType;
  options: TemplateOptions;
  disabled?: boolean;
  onFile: (file: File) => void;
  onRefused: () => void;
}) {
  const { t } = useLingui();
  const [dragging, setDragging] = useState(false);
  const fileName = templateFileName(props.routeType, props.options);
  const take = (files: FileList | null) => {
    const file = files?.[0];
    if (files?.length !== 1 || !file) return props.onRefused();
    props.onFile(file);
  };
  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <Text size="sm">
          <Trans>You need to fill out the template to do a batch upload</Trans>
        </Text>
        <Button
          component="a"
          href={`/${TEMPLATE_FOLDER}/${fileName}`}
          download={fileName}
          variant="default"
          leftSection={<IconDownload size={16} aria-hidden />}
        >
          <Trans>Download Template</Trans>
        </Button>
      </Group>
      <Paper
        component="label"
        withBorder
        p="xl"
        radius="md"
        style={{
          borderStyle: 'dashed',
          cursor: props.disabled ? 'not-allowed' : 'pointer',
          textAlign: 'center',
          background: dragging ? 'var(--mantine-color-blue-light)' : undefined,
        }}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={(event) => {
          event.preventDefault();
          setDragging(false);
          if (!props.disabled) take(event.dataTransfer.files);
        }}
      >
        <VisuallyHidden>
          <input
            type="file"
            aria-label={t`Directory spreadsheet (.xlsx)`}
            accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            disabled={props.disabled}
            onChange={(event) => {
              take(event.currentTarget.files);
              event.currentTarget.value = '';
            }}
          />
        </VisuallyHidden>
        <Stack gap={4} align="center">
          <IconFileSpreadsheet size={32} aria-hidden />
          <Text>
            <Trans>Click or drag file to this area to start importing</Trans>
          </Text>
          <Text size="sm" c="dimmed">
            <Trans>Supports a single xlsx file</Trans>
          </Text>
        </Stack>
      </Paper>
    </Stack>
  );
}
