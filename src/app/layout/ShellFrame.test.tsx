import { AppShell, MantineProvider } from '@mantine/core';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { theme } from '../theme.ts';
import { ShellFrame } from './ShellFrame.tsx';

/** The shell's CSS variables and its parts' classes and attributes, as a document shows them. */
function shellOf(container: HTMLElement) {
  const variables = [...container.querySelectorAll('style')]
    .map((style) => style.textContent ?? '')
    .find((text) => text.includes('--app-shell-navbar-width'));
  const part = (selector: string) => {
    const element = container.querySelector(selector);
    if (!element) return null;
    const attributes = [...element.attributes]
      .filter((a) => a.name !== 'id' || selector !== '.mantine-AppShell-root')
      .map((a) => `${a.name}=${a.value}`)
      .sort();
    return { tag: element.tagName, attributes };
  };
  return {
    variables,
    root: part('.mantine-AppShell-root'),
    header: part('header'),
    navbar: part('nav'),
    main: part('main'),
  };
}

describe('ShellFrame', () => {
  for (const { widthRem, widthPx } of [
    { widthRem: 15, widthPx: 240 },
    { widthRem: 16.25, widthPx: 260 },
  ]) {
    for (const collapsed of [false, true]) {
      it(`renders what Mantine's AppShell renders (${widthPx} px sidebar, collapsed: ${collapsed})`, () => {
        const mantine = render(
          <MantineProvider theme={theme}>
            <AppShell
              header={{ height: 60 }}
              navbar={{
                width: widthPx,
                breakpoint: 'sm',
                collapsed: { mobile: collapsed, desktop: collapsed },
              }}
              padding="md"
              data-layout="latest"
            >
              <AppShell.Header>Header</AppShell.Header>
              <AppShell.Navbar p="sm" id="app-sidebar" aria-label="Main navigation">
                Sidebar
              </AppShell.Navbar>
              <AppShell.Main>Page</AppShell.Main>
            </AppShell>
          </MantineProvider>,
        );
        const expected = shellOf(mantine.container);
        mantine.unmount();
        const own = render(
          <ShellFrame
            sidebarWidthRem={widthRem}
            sidebarCollapsed={collapsed}
            header="Header"
            sidebar="Sidebar"
            sidebarLabel="Main navigation"
            rootData={{ 'data-layout': 'latest' }}
          >
            Page
          </ShellFrame>,
        );
        expect(expected.variables).toBeDefined();
        expect(shellOf(own.container)).toEqual(expected);
        expect(own.getByRole('navigation', { name: 'Main navigation' }).textContent).toBe(
          'Sidebar',
        );
        expect(own.getByRole('main').textContent).toBe('Page');
        expect(own.getByRole('banner').textContent).toBe('Header');
        own.unmount();
      });
    }
  }

  it('renders no sidebar when embedded', () => {
    const { queryByRole, container } = render(
      <ShellFrame
        sidebarWidthRem={16.25}
        sidebarCollapsed
        header="Header"
        sidebar={null}
        sidebarLabel="Main navigation"
        rootData={{ 'data-layout': 'latest', 'data-embedded': true }}
      >
        Page
      </ShellFrame>,
    );
    expect(queryByRole('navigation')).toBeNull();
    expect(container.querySelector('[data-embedded="true"]')).not.toBeNull();
  });
});
