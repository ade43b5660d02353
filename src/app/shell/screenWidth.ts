import { useEffect } from 'react';

/** Screen-width classes (spec/frame.md §2): above 1220 desktop, above 767 tablet, else mobile. */
export type ScreenClass = 'desktop' | 'tablet' | 'mobile';

export const DESKTOP_ABOVE = 1220;
export const TABLET_ABOVE = 767;

export function screenClass(width: number): ScreenClass {
  if (width > DESKTOP_ABOVE) return 'desktop';
  if (width > TABLET_ABOVE) return 'tablet';
  return 'mobile';
}

const CLASS_NAMES = ['desktop', 'tablet', 'mobile'].map((name) => `screen-${name}`);

/** Keeps `screen-desktop` / `screen-tablet` / `screen-mobile` on the root element. */
export function useScreenWidthClass(): void {
  useEffect(() => {
    const root = document.documentElement;
    const apply = () => {
      root.classList.remove(...CLASS_NAMES);
      root.classList.add(`screen-${screenClass(window.innerWidth)}`);
    };
    apply();
    window.addEventListener('resize', apply);
    return () => window.removeEventListener('resize', apply);
  }, []);
}
