import { Classes } from '@blueprintjs/core';
import { NavLink } from 'react-router-dom';
import type { NavItem } from './nav-items';

interface NavLinksProps {
  items: NavItem[];
  onNavigate?: () => void;
  vertical?: boolean;
}

export function NavLinks({ items, onNavigate, vertical = false }: NavLinksProps) {
  return (
    <ul className={vertical ? 'nav-list nav-list-vertical' : 'nav-list'}>
      {items.map((item) => (
        <li key={item.to}>
          <NavLink
            to={item.to}
            end={item.end}
            onClick={onNavigate}
            className={({ isActive }) =>
              [Classes.BUTTON, Classes.MINIMAL, 'nav-link', isActive ? `${Classes.ACTIVE} nav-link-active` : '']
                .filter(Boolean)
                .join(' ')
            }
          >
            <span className={Classes.BUTTON_TEXT}>{item.label}</span>
          </NavLink>
        </li>
      ))}
    </ul>
  );
}
