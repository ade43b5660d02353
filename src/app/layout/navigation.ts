import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import {
  IconAlertTriangle,
  IconHome,
  IconSettings,
  IconShieldCheck,
  IconUsers,
  type Icon,
} from '@tabler/icons-react';

export interface NavigationLink {
  label: MessageDescriptor;
  to: string;
}

export interface NavigationSection {
  label: MessageDescriptor;
  icon: Icon;
  /** A section with one destination and no children. */
  to?: string;
  links?: NavigationLink[];
}

/**
 * The sidebar of the areas built so far and their neighbours in the route table (spec/frame.md
 * §2); pages not built yet open the "coming soon" page.
 */
export const NAVIGATION: readonly NavigationSection[] = [
  { label: msg`Home`, icon: IconHome, to: '/' },
  {
    label: msg`Visitors`,
    icon: IconUsers,
    links: [
      { label: msg`Log`, to: '/visitors/log' },
      { label: msg`Invites`, to: '/visitors/invites' },
      { label: msg`Hosts`, to: '/visitors/hosts' },
      { label: msg`Analytics`, to: '/visitors/analytics' },
    ],
  },
  {
    label: msg`Induction`,
    icon: IconShieldCheck,
    links: [{ label: msg`Induction Log`, to: '/induction/log' }],
  },
  {
    label: msg`Messaging`,
    icon: IconAlertTriangle,
    links: [{ label: msg`Evacuation`, to: '/messaging/evacuation' }],
  },
  {
    label: msg`Settings`,
    icon: IconSettings,
    links: [{ label: msg`Account`, to: '/settings/account' }],
  },
];
