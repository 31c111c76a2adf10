/**
 * An email address, read as one word: it moves to the next line whole rather than breaking at its hyphen or dot, and
 * breaks (anywhere) only when it is longer than a line. `oneLine`, in a table: always one line, cut with an
 * ellipsis past its width, the whole address in its title.
 */
export function Email({ address, oneLine = false }: { address: string; oneLine?: boolean }) {
  return oneLine ? (
    <span className="admin-email admin-email--one-line" title={address}>
      {address}
    </span>
  ) : (
    <span className="admin-email">{address}</span>
  );
}
