import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { HierarchyConfiguration } from '../../../contract/hierarchyConfig.ts';
import { TestProviders } from '../testing/TestProviders.tsx';
import { LocationTree } from './LocationTree.tsx';

function configWith(tops: string[]): HierarchyConfiguration {
  return {
    key: 'HIERARCHY_CONFIGURATION_RETRIEVED',
    organisationId: 'acme',
    deepStructure: tops.map((key) => ({
      hierarchyStructure: key,
      children: [{ hierarchyStructure: `${key}#site`, children: [] }],
    })),
    access: [],
    tenantFlags: {
      'acme#north#site': {
        entityLocationData: { companyName: 'Acme', locationShortDescription: 'North Gate' },
        features: {},
      },
    },
    additionalConfigs: {},
  };
}

afterEach(cleanup);

describe('LocationTree', () => {
  it('lists ALL and every location as named buttons, and chooses by keyboard', async () => {
    const onChoose = vi.fn();
    render(
      <LocationTree
        config={configWith(['acme#north', 'acme#south'])}
        selected="ALL"
        onChoose={onChoose}
      />,
      { wrapper: TestProviders },
    );
    const names = screen.getAllByRole('button').map((button) => button.textContent);
    expect(names).toEqual([
      'ALL',
      'acme#north',
      'Acme - North Gate',
      'acme#south',
      'acme#south#site',
    ]);
    expect(screen.getByRole('button', { name: 'ALL' }).getAttribute('aria-current')).toBe('true');

    const site = screen.getByRole('button', { name: 'Acme - North Gate' });
    site.focus();
    await userEvent.keyboard('{Enter}');
    expect(onChoose).toHaveBeenCalledWith('acme#north#site');
  });

  it('has no ALL entry with a single top-level location', () => {
    render(
      <LocationTree config={configWith(['acme#north'])} selected={undefined} onChoose={vi.fn()} />,
      {
        wrapper: TestProviders,
      },
    );
    expect(screen.queryByRole('button', { name: 'ALL' })).toBeNull();
    expect(screen.getAllByRole('button')).toHaveLength(2);
  });
});
