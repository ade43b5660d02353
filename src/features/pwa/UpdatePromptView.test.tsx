import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { MantineProvider } from '@mantine/core';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { UpdatePromptView } from './UpdatePromptView.tsx';

function renderPrompt(pendingChanges: number) {
  const onReload = vi.fn();
  const onLater = vi.fn();
  render(
    <I18nProvider i18n={i18n}>
      <MantineProvider>
        <UpdatePromptView pendingChanges={pendingChanges} onReload={onReload} onLater={onLater} />
      </MantineProvider>
    </I18nProvider>,
  );
  return { onReload, onLater };
}

describe('UpdatePromptView', () => {
  beforeAll(() => i18n.loadAndActivate({ locale: 'en-GB', messages: {} }));
  afterEach(cleanup);

  it('announces the new version and reloads only when asked', async () => {
    const { onReload, onLater } = renderPrompt(0);
    const prompt = screen.getByRole('dialog', { name: 'A new version is ready' });
    expect(prompt.textContent).not.toMatch(/waiting to sync/);
    expect(onReload).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(onReload).toHaveBeenCalledTimes(1);
    expect(onLater).not.toHaveBeenCalled();
  });

  it('lets the user postpone the update', async () => {
    const { onReload, onLater } = renderPrompt(0);
    await userEvent.click(screen.getByRole('button', { name: 'Later' }));
    expect(onLater).toHaveBeenCalledTimes(1);
    expect(onReload).not.toHaveBeenCalled();
  });

  it('says when changes are still waiting to sync', () => {
    renderPrompt(1);
    expect(screen.getByText(/1 change is still waiting to sync/)).toBeTruthy();
    cleanup();
    renderPrompt(3);
    expect(screen.getByText(/3 changes are still waiting to sync/)).toBeTruthy();
  });
});
