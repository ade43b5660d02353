import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TestProviders } from '../testing/TestProviders.tsx';
import { HeaderPopover } from './HeaderPopover.tsx';

afterEach(cleanup);

/** A column search that applies on Search or Enter, with Reset (spec/frame.md §8 tables). */
function SubmittedColumnSearch({ onChange }: { onChange: (text: string) => void }) {
  const [text, setText] = useState('');
  return (
    <TestProviders>
      <HeaderPopover
        label="Search Host"
        icon={IconSearch}
        active={text !== ''}
        pressedEarly={false}
        onPressEarly={() => undefined}
        search={{
          text,
          submit: true,
          onChange: (next) => {
            setText(next);
            onChange(next);
          },
        }}
      />
      <output aria-label="applied">{text}</output>
    </TestProviders>
  );
}

describe('a column search with Search and Reset', () => {
  it('applies the typed text only on Search, and Reset clears the field and the search', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<SubmittedColumnSearch onChange={onChange} />);

    await user.click(screen.getByRole('button', { name: 'Search Host' }));
    await user.type(await screen.findByRole('textbox', { name: 'Search Host' }), '  Hana ');
    expect(onChange).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(onChange).toHaveBeenLastCalledWith('Hana');
    expect(screen.getByRole('status', { name: 'applied' }).textContent).toBe('Hana');

    await user.click(screen.getByRole('button', { name: 'Search Host' }));
    const field = await screen.findByRole('textbox', { name: 'Search Host' });
    expect((field as HTMLInputElement).value).toBe('Hana');
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(onChange).toHaveBeenLastCalledWith('');
    expect(screen.getByRole('status', { name: 'applied' }).textContent).toBe('');

    await user.click(screen.getByRole('button', { name: 'Search Host' }));
    expect(
      ((await screen.findByRole('textbox', { name: 'Search Host' })) as HTMLInputElement).value,
    ).toBe('');
  });

  it('applies on Enter', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<SubmittedColumnSearch onChange={onChange} />);
    await user.click(screen.getByRole('button', { name: 'Search Host' }));
    await user.type(await screen.findByRole('textbox', { name: 'Search Host' }), 'Ben{Enter}');
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenLastCalledWith('Ben');
  });
});
