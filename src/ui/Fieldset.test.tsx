import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { TestProviders } from './testing/TestProviders.tsx';
import { Fieldset } from './Fieldset.tsx';

afterEach(cleanup);

const tabs = [
  { value: 'general', label: 'General', content: <p>General fields</p> },
  { value: 'advanced', label: 'Advanced', content: <p>Advanced fields</p> },
];

describe('Fieldset', () => {
  it('is a group named by its title, with subtitle, body and footer', () => {
    render(
      <TestProviders>
        <Fieldset
          title="Branding"
          subtitle="Colours and logo"
          footer={<button type="button">Save</button>}
        >
          <p>Body</p>
        </Fieldset>
      </TestProviders>,
    );
    const group = screen.getByRole('group', { name: 'Branding' });
    expect(group.textContent).toContain('Colours and logo');
    expect(group.textContent).toContain('Body');
    expect(screen.getByRole('button', { name: 'Save' })).toBeTruthy();
    expect(screen.queryByRole('tablist')).toBeNull();
  });

  it('shows the first tab by default and switches tabs', async () => {
    render(
      <TestProviders>
        <Fieldset title="Settings" tabs={tabs} />
      </TestProviders>,
    );
    expect(screen.getByRole('tab', { name: 'General' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel').textContent).toBe('General fields');
    await userEvent.click(screen.getByRole('tab', { name: 'Advanced' }));
    expect(screen.getByRole('tab', { name: 'Advanced' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    expect(screen.getByRole('tabpanel').textContent).toBe('Advanced fields');
  });

  it('opens on the default tab when one is given', () => {
    render(
      <TestProviders>
        <Fieldset title="Settings" tabs={tabs} defaultTab="advanced" />
      </TestProviders>,
    );
    expect(screen.getByRole('tabpanel').textContent).toBe('Advanced fields');
  });
});
