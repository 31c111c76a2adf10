import { paths } from '@oeuvre/ui/lib/paths';
import type { CurrentUser } from '@/lib/current-user';

export interface NavItem {
  label: string;
  to: string;
  /** Highlight only on the exact path, not on the pages beneath it. */
  end?: boolean;
}

/** The header links a visitor sees: more once signed in, more again for admins. */
export function navItemsFor(user: CurrentUser | null): NavItem[] {
  const items: NavItem[] = [
    { label: 'Artists', to: paths.artists },
    { label: 'About', to: paths.about },
    { label: 'Contact', to: paths.contact },
  ];
  if (user) {
    items.push({ label: 'My Profile', to: paths.profile }, { label: 'Create CV', to: paths.createCv });
    if (user.isAdmin) items.push({ label: 'Admin Dashboard', to: paths.admin });
  }
  return items;
}
