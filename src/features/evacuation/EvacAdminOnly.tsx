import { type ReactNode, Suspense } from 'react';
import { useSessionUser } from '../../kit/index.ts';

/**
 * Its children (a part loaded after the page's first content) only for an evacuation admin
 * (amEvacAdmin): no one else can start an evacuation or needs its pack. Nothing shows while the
 * part loads.
 */
export function EvacAdminOnly(props: { children: ReactNode }) {
  const { flags } = useSessionUser();
  if (flags.amEvacAdmin !== true) return null;
  return <Suspense fallback={null}>{props.children}</Suspense>;
}
