import { getRouteApi, useLocation } from '@tanstack/react-router';
import { KioskPage } from '../../features/kiosk/KioskPage.tsx';

const route = getRouteApi('/kiosk');

/**
 * /kiosk with its `code` search parameter, read as the address's text (router.tsx KioskSearch),
 * and dropped (replace) once the kiosk is paired.
 */
export function KioskRoute() {
  const searchText = useLocation({ select: (location) => location.searchStr });
  const code = new URLSearchParams(searchText).get('code') ?? undefined;
  const navigate = route.useNavigate();
  return <KioskPage code={code} onPaired={() => void navigate({ search: {}, replace: true })} />;
}
