import {
  type Icon,
  IconAlertTriangle,
  IconBan,
  IconBriefcase,
  IconCar,
  IconHome,
  IconPlugConnected,
  IconSettings,
  IconShieldCheck,
  IconUsers,
} from '@tabler/icons-react';
import type { MenuSectionId } from '../../config/menu.ts';

/** Each menu section's icon (the sidebar and the home page's sections). */
export const SECTION_ICONS: Record<MenuSectionId, Icon> = {
  home: IconHome,
  visitors: IconUsers,
  employees: IconBriefcase,
  parking: IconCar,
  blockList: IconBan,
  induction: IconShieldCheck,
  messaging: IconAlertTriangle,
  integrations: IconPlugConnected,
  settings: IconSettings,
};
