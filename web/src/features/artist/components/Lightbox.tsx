import { Button } from '@oeuvre/ui/components/Button';
import { Dialog } from '@oeuvre/ui/components/Dialog';
import { useEffect } from 'react';
import { imageVariant } from '@/lib/images';
import { WorkCaption } from './WorkCaption';
import { WorkImage } from './WorkImage';
import type { Artwork } from '../artwork';

interface LightboxProps {
  artworks: Artwork[];
  index: number | null;
  onIndex: (index: number | null) => void;
}

/** A full-size view of one work; arrow keys move through the set, Escape closes. */
export function Lightbox({ artworks, index, onIndex }: LightboxProps) {
  const work = index === null ? undefined : artworks[index];
  const count = artworks.length;
  const go = (step: number) => index !== null && onIndex((index + step + count) % count);

  // Arrow keys anywhere while open (focus sits on the dialog itself), except inside a media player's own controls.
  useEffect(() => {
    if (index === null || count < 2) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.target instanceof HTMLMediaElement) return;
      const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
      if (!step) return;
      event.preventDefault();
      onIndex((index + step + count) % count);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [index, count, onIndex]);

  return (
    <Dialog
      isOpen={work !== undefined}
      onClose={() => onIndex(null)}
      title={work?.title}
      titleTagName="h2"
      className="lightbox"
    >
      {work ? (
        <div>
          <figure className="ui-dialog-body lightbox-figure">
            {work.kind === 'video' ? (
              <video src={work.imageUrl} controls className="lightbox-media" />
            ) : work.kind === 'audio' ? (
              <audio src={work.imageUrl} controls />
            ) : (
              <WorkImage
                key={work.imageUrl}
                src={imageVariant(work.imageUrl, 'large') ?? work.imageUrl}
                alt={work.title}
                className="lightbox-media"
              />
            )}
            <figcaption>
              <WorkCaption work={work} titled={false} />
              {work.description ? <p className="muted">{work.description}</p> : null}
            </figcaption>
          </figure>
          {count > 1 ? (
            <div className="ui-dialog-footer lightbox-nav">
              <Button icon="arrow-left" text="Previous" onClick={() => go(-1)} />
              <span aria-live="polite">
                {index! + 1} of {count}
              </span>
              <Button endIcon="arrow-right" text="Next" onClick={() => go(1)} />
            </div>
          ) : null}
        </div>
      ) : null}
    </Dialog>
  );
}
