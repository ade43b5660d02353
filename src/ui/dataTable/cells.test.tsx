import { Group, Text } from '@mantine/core';
import { cleanup, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { TestProviders } from '../testing/TestProviders.tsx';
import { CellGroup, CellText } from './cells.tsx';

afterEach(cleanup);

/** Tag, classes, data attributes and inline style properties of the element `node` renders. */
function rendered(node: ReactNode) {
  const { container } = render(<TestProviders>{node}</TestProviders>);
  const element = container.querySelector('[class*="mantine-"]') as HTMLElement;
  const style = Object.fromEntries(
    [...Array(element.style.length).keys()].map((i) => {
      const name = element.style.item(i);
      return [name, element.style.getPropertyValue(name)];
    }),
  );
  const data = Object.fromEntries(
    [...element.attributes]
      .filter(({ name }) => name.startsWith('data-'))
      .map(({ name, value }) => [name, value]),
  );
  cleanup();
  return { tag: element.tagName, className: element.className, style, data };
}

describe('table cells', () => {
  it('render as the Group they stand for', () => {
    expect(rendered(<CellGroup gap="xs">a</CellGroup>)).toEqual(
      rendered(
        <Group gap="xs" wrap="nowrap">
          a
        </Group>,
      ),
    );
    expect(
      rendered(
        <CellGroup gap="sm" justify="space-between">
          a
        </CellGroup>,
      ),
    ).toEqual(
      rendered(
        <Group gap="sm" wrap="nowrap" justify="space-between">
          a
        </Group>,
      ),
    );
  });

  it('render as the Text they stand for', () => {
    expect(
      rendered(
        <CellText strong truncate>
          a
        </CellText>,
      ),
    ).toEqual(
      rendered(
        <Text size="sm" fw={500} truncate>
          a
        </Text>,
      ),
    );
    expect(rendered(<CellText dimmed>a</CellText>)).toEqual(
      rendered(
        <Text size="sm" c="dimmed">
          a
        </Text>,
      ),
    );
  });
});
