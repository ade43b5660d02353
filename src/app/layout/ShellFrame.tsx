import { type ReactNode, useEffect, useState } from 'react';

/**
 * The shell's fixed header, sidebar and main area: the markup and CSS variables Mantine's AppShell
 * renders for `header={{ height: 60 }}`, `navbar={{ width, breakpoint: 'sm', collapsed }}` and
 * `padding="md"`, styled by the same rules of @mantine/core/styles.css (the m_* classes), without
 * AppShell's JavaScript on the first load. Below the sm breakpoint (48em) an open sidebar covers
 * the page; above it, it sits beside the page, and a collapsed one slides out.
 */
declare module 'react' {
  /** CSS custom properties in style objects (the shell's --app-shell-* variables). */
  interface CSSProperties {
    [variable: `--${string}`]: string | number | undefined;
  }
}

/** The class react-remove-scroll-bar pads while a modal locks scrolling (AppShell's header). */
const SCROLL_BAR_CLEAR = 'right-scroll-bar-position';
const TRANSITION_MS = 200;

/** The CSS variables AppShell's media styles set, for a sidebar `widthRem` wide. */
export function shellVariables(widthRem: number, collapsed: boolean): string {
  const width = `calc(${widthRem}rem * var(--mantine-scale))`;
  const header = 'calc(3.75rem * var(--mantine-scale))';
  const base = `:root{--app-shell-navbar-width:${width};--app-shell-navbar-offset:${width};--app-shell-header-height:${header};--app-shell-header-offset:${header};--app-shell-padding:var(--mantine-spacing-md);}`;
  const slideOut =
    '--app-shell-navbar-transform:translateX(calc(var(--app-shell-navbar-width) * -1));--app-shell-navbar-transform-rtl:translateX(var(--app-shell-navbar-width));';
  if (!collapsed) {
    return `${base}@media(max-width: 48em){:root{--app-shell-navbar-offset:0px;--app-shell-navbar-width:100%;}}`;
  }
  return `${base}@media(min-width: 48em){:root{${slideOut}--app-shell-navbar-offset:0px !important;}}@media(max-width: 47.99375em){:root{--app-shell-navbar-width:100%;--app-shell-navbar-offset:0px;${slideOut}}}`;
}

/** True while the window is being resized and shortly after mounting: no slide transitions then. */
function useResizing(): boolean {
  const [resizing, setResizing] = useState(true);
  useEffect(() => {
    let timer = window.setTimeout(() => setResizing(false), TRANSITION_MS);
    const onResize = () => {
      setResizing(true);
      window.clearTimeout(timer);
      timer = window.setTimeout(() => setResizing(false), TRANSITION_MS);
    };
    window.addEventListener('resize', onResize);
    return () => {
      window.clearTimeout(timer);
      window.removeEventListener('resize', onResize);
    };
  }, []);
  return resizing;
}

export interface ShellFrameProps {
  /** Sidebar width in rem (15 for 240 px, 16.25 for 260 px). */
  sidebarWidthRem: number;
  sidebarCollapsed: boolean;
  header: ReactNode;
  /** The sidebar's contents; none (no sidebar) when null. */
  sidebar: ReactNode;
  sidebarLabel: string;
  children: ReactNode;
  /** Extra attributes of the root (data-layout, data-embedded). */
  rootData: { 'data-layout': string; 'data-embedded'?: true };
}

export function ShellFrame({
  sidebarWidthRem,
  sidebarCollapsed,
  header,
  sidebar,
  sidebarLabel,
  children,
  rootData,
}: ShellFrameProps) {
  const resizing = useResizing();
  return (
    <>
      <style>{shellVariables(sidebarWidthRem, sidebarCollapsed)}</style>
      <div
        className="m_89ab340 mantine-AppShell-root"
        style={{
          '--app-shell-transition-duration': `${TRANSITION_MS}ms`,
          '--app-shell-transition-timing-function': 'ease',
        }}
        data-resizing={resizing || undefined}
        data-mode="fixed"
        {...rootData}
      >
        <header
          className={`m_3b16f56b mantine-AppShell-header ${SCROLL_BAR_CLEAR}`}
          style={{ '--app-shell-header-z-index': 100 }}
          data-with-border
        >
          {header}
        </header>
        {sidebar !== null && (
          <nav
            className="m_45252eee mantine-AppShell-navbar"
            style={{
              '--app-shell-navbar-z-index': 'calc(100 + 1)',
              padding: 'var(--mantine-spacing-sm)',
            }}
            data-with-border
            id="app-sidebar"
            aria-label={sidebarLabel}
          >
            {sidebar}
          </nav>
        )}
        <main className="m_8983817 mantine-AppShell-main">{children}</main>
      </div>
    </>
  );
}
