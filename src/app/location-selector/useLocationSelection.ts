import { useNavigate, useRouterState } from '@tanstack/react-router';
import { useCallback } from 'react';
import { storeLocation } from '../../kit/location/selectedLocation.ts';
import { pathAfterLocationChange } from './stayInPlace.ts';

/**
 * Choose a location: store it and go to '/' unless the current page stays in place. The caller
 * asks first when a form has unsaved changes (kit/form/unsavedChanges.tsx), so the navigation
 * that follows does not ask again.
 */
export function useChooseLocation(): (key: string) => void {
  const navigate = useNavigate();
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  return useCallback(
    (key: string) => {
      storeLocation(key);
      const target = pathAfterLocationChange(pathname);
      if (target !== pathname) void navigate({ to: target, ignoreBlocker: true });
    },
    [navigate, pathname],
  );
}
