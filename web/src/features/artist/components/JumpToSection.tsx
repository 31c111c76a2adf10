import { Icon } from '@oeuvre/ui/components/Icon';

export interface JumpTarget {
  id: string;
  title: string;
}

/** Links to every section of the CV: a sticky list beside it on wide screens, a folding panel on phones. */
export function JumpToSection({ targets }: { targets: JumpTarget[] }) {
  if (targets.length < 2) return null;
  const links = (
    <ul>
      {targets.map((t) => (
        <li key={t.id}>
          <a href={`#${t.id}`}>{t.title}</a>
        </li>
      ))}
    </ul>
  );
  return (
    <nav aria-label="CV sections" className="jump-to-section">
      <details className="jump-mobile">
        <summary>
          <Icon icon="properties" /> Jump to section
        </summary>
        {links}
      </details>
      <div className="jump-desktop">
        <p className="jump-heading">On this page</p>
        {links}
      </div>
    </nav>
  );
}
