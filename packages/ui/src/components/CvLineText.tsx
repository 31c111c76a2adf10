import { Fragment, type ReactNode } from 'react';

/** A run of a CV line as the one reading (`@oeuvre/cv-document`'s `CvSpan`) gives it. */
export interface CvRun {
  text: string;
  italic?: true;
  strong?: true;
  href?: string;
}

/**
 * A CV line's runs set as the public page sets them: a title as a `cite` (in italics), the entry's name in bold
 * (`bold`, off for the paper preview, where a CV is plain), a press entry's title as its link (`link`, when the screen
 * follows links). The words are the reading's, never written here; every run is text, never markup.
 */
export function CvLineText({
  line,
  bold = true,
  link,
}: {
  line: readonly CvRun[];
  bold?: boolean;
  link?: (href: string, children: ReactNode) => ReactNode;
}) {
  return (
    <>
      {line.map((run, i) => {
        let node: ReactNode = run.text;
        if (run.italic) node = <cite>{node}</cite>;
        if (run.strong && bold) node = <strong>{node}</strong>;
        if (run.href && link) node = link(run.href, node);
        return <Fragment key={i}>{node}</Fragment>;
      })}
    </>
  );
}
