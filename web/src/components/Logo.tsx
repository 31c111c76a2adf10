type LogoSize = 24 | 32 | 40;

/** The Oeuvre mark: an open ring, the first letter of the name and the shape of a frame seen from the side. */
export function LogoMark({ size = 32 }: { size?: LogoSize }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false" className="logo-mark">
      <rect className="logo-tile" x="0.5" y="0.5" width="31" height="31" rx="7" fill="#1C2127" />
      <circle cx="16" cy="16" r="8.5" fill="none" stroke="#F5EFE3" strokeWidth="3.5" />
      <circle cx="23.5" cy="8.5" r="2.5" fill="#E07A3F" />
    </svg>
  );
}

export function Logo({ size = 32 }: { size?: LogoSize }) {
  return (
    <span className="logo">
      <LogoMark size={size} />
      <span className="logo-word">Oeuvre</span>
    </span>
  );
}
