import './ui.css';

/** A turning ring that says something is loading; its name is what assistive technology reads. */
export function Spinner({ size = 40, 'aria-label': label = 'Loading' }: { size?: number; 'aria-label'?: string }) {
  return <span className="ui-spinner" role="progressbar" aria-label={label} style={{ width: size, height: size }} />;
}
