import { useRouterState } from '@tanstack/react-router';
import { useEffect, useState } from 'react';

/**
 * A thin bar at the top of the window while a route loads (spec/frame.md §2: each route change
 * ends the progress bar and starts it again when the user leaves). Decorative: the pages announce
 * their own loading states.
 */
export function RouteProgressBar() {
  const loading = useRouterState({ select: (s) => s.status === 'pending' || s.isLoading });
  const [progress, setProgress] = useState(0);

  useEffect(() => {
    if (!loading) {
      setProgress((value) => (value > 0 ? 100 : 0));
      const reset = setTimeout(() => setProgress(0), 300);
      return () => clearTimeout(reset);
    }
    setProgress(15);
    const timer = setInterval(() => setProgress((value) => value + (90 - value) * 0.2), 200);
    return () => clearInterval(timer);
  }, [loading]);

  return (
    <div
      aria-hidden
      data-testid="route-progress"
      data-loading={loading}
      style={{
        position: 'fixed',
        top: 0,
        left: 0,
        zIndex: 1000,
        height: 3,
        width: `${progress}%`,
        opacity: progress > 0 && progress < 100 ? 1 : 0,
        background: 'var(--mantine-primary-color-filled)',
        transition: 'width 200ms ease-out, opacity 300ms ease-in',
        pointerEvents: 'none',
      }}
    />
  );
}
