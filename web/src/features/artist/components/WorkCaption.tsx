import type { Artwork } from '../artwork';

/**
 * A work's caption as galleries write it: the title in italics and the year ('Title, 2021'), then the medium,
 * then the dimensions, each on its own line. Where the title is already the heading (the lightbox), the year
 * leads the lines instead.
 */
export function WorkCaption({ work, titled = true }: { work: Artwork; titled?: boolean }) {
  const lines = titled || !work.year ? work.details : [work.year, ...work.details];
  return (
    <>
      {titled ? (
        <p className="work-title">
          <cite>{work.title}</cite>
          {work.year ? `, ${work.year}` : null}
        </p>
      ) : null}
      {lines.map((line, i) => (
        <p key={i} className="work-caption">
          {line}
        </p>
      ))}
    </>
  );
}
