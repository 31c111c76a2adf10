import { buttonClassName } from '@oeuvre/ui/components/Button';
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
              buttonClassName({ variant: 'minimal', active: isActive }, isActive ? 'nav-link nav-link-active' : 'nav-link')
            }
          >
            <span className="ui-button-text">{item.label}</span>
          </NavLink>
        </li>
      ))}
    </ul>
  );
}
