import { Paper, Stack, Tabs, Text, Title } from '@mantine/core';
import { type ReactNode, useId } from 'react';

export interface FieldsetTab {
  value: string;
  label: ReactNode;
  content: ReactNode;
}

export interface FieldsetProps {
  title: ReactNode;
  subtitle?: ReactNode;
  footer?: ReactNode;
  /** With tabs, the body is the active tab's content. */
  tabs?: FieldsetTab[];
  defaultTab?: string;
  children?: ReactNode;
}

/** A titled group of fields (spec/frame.md §2): title, subtitle, optional tabs, body and footer. */
export function Fieldset({ title, subtitle, footer, tabs, defaultTab, children }: FieldsetProps) {
  const titleId = useId();
  return (
    <Paper component="fieldset" withBorder p="md" radius="md" aria-labelledby={titleId} m={0}>
      <Stack gap="md">
        <div>
          <Title order={3} size="h4" id={titleId}>
            {title}
          </Title>
          {subtitle && (
            <Text size="sm" c="dimmed">
              {subtitle}
            </Text>
          )}
        </div>
        {tabs && tabs.length > 0 ? (
          <Tabs defaultValue={defaultTab ?? tabs[0]?.value}>
            <Tabs.List>
              {tabs.map((tab) => (
                <Tabs.Tab key={tab.value} value={tab.value}>
                  {tab.label}
                </Tabs.Tab>
              ))}
            </Tabs.List>
            {tabs.map((tab) => (
              <Tabs.Panel key={tab.value} value={tab.value} pt="md">
                {tab.content}
              </Tabs.Panel>
            ))}
          </Tabs>
        ) : null}
        {children}
        {footer && <div>{footer}</div>}
      </Stack>
    </Paper>
  );
}
