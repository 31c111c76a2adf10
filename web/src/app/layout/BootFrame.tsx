import { LogoMark } from '@/components/Logo';

/** What shows while the first page's code loads: the same frame index.html paints, so nothing jumps. */
export function BootFrame() {
  return (
    <div className="app-shell">
      <header className="site-header">
        <div className="site-header-bar">
          <a href="/" className="site-logo" aria-label="Oeuvre home">
            <span className="logo">
              <LogoMark size={32} />
              <span className="logo-word">Oeuvre</span>
            </span>
          </a>
        </div>
      </header>
      <main className="app-main" aria-busy="true" />
    </div>
  );
}
