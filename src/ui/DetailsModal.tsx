import { useLingui } from '@lingui/react/macro';
import { Modal, SimpleGrid, Text } from '@mantine/core';
import type { ReactNode } from 'react';

export interface DetailsField {
  label: ReactNode;
  value: ReactNode;
}

export interface DetailsModalProps {
  opened: boolean;
  onClose: () => void;
  title: ReactNode;
  fields: DetailsField[];
  children?: ReactNode;
}

/** A record's details as label / value pairs in a modal (spec/frame.md §2). */
export function DetailsModal({ opened, onClose, title, fields, children }: DetailsModalProps) {
  const { t } = useLingui();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      size="lg"
      centered
      closeButtonProps={{ 'aria-label': t`Close` }}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" component="dl" m={0}>
        {fields.map((field, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the fields are a fixed list per record
          <div key={index}>
            <Text component="dt" size="xs" c="dimmed" fw={600}>
              {field.label}
            </Text>
            <Text component="dd" m={0}>
              {field.value === '' || field.value == null ? '—' : field.value}
            </Text>
          </div>
        ))}
      </SimpleGrid>
      {children}
    </Modal>
  );
}
