import { Outlet } from '@tanstack/react-router';
import { EnvironmentSelector } from '../shell/EnvironmentSelector.tsx';
import { RouteProgressBar } from '../shell/RouteProgressBar.tsx';

/** Every page: the route progress bar, the page, and (on staging) the environment selector. */
export function RootLayout() {
  return (
    <>
      <RouteProgressBar />
      <Outlet />
      <EnvironmentSelector />
    </>
  );
}
