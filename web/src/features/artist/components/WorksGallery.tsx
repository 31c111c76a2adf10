import { useState } from 'react';
import { imageSrcSet, imageVariant } from '@/lib/images';
import type { Artwork } from '../artwork';
import { Lightbox } from './Lightbox';
import { tileStyle } from './tile-shape';
import { WorkCaption } from './WorkCaption';
import { WorkImage } from './WorkImage';

interface WorksGalleryProps {
  id: string;
  title: string;
  artworks: Artwork[];
}

/** The tile's width on screen, for the browser to choose between the 400 and 1600 px variants. */
const WORK_SIZES = '(max-width: 767px) 100vw, 440px';


const ratioOf = (work: Artwork) => (work.width && work.height ? work.width / work.height : undefined);

/**
 * Works in justified rows, each at its own aspect ratio (never cropped); each opens the lightbox, by mouse or keyboard.
 */
export function WorksGallery({ id, title, artworks }: WorksGalleryProps) {
  const [open, setOpen] = useState<number | null>(null);
  // Ratios learnt from images whose size the data did not carry.
  const [loaded, setLoaded] = useState<Record<string, number>>({});
  if (artworks.length === 0) return null;
  return (
    <section id={id} className="artist-section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="artist-section-title">
        {title}
      </h2>
      <ul className="works-grid">
        {artworks.map((work, i) => (
          <li key={work.key} style={tileStyle(ratioOf(work) ?? loaded[work.key] ?? 1)}>
            <button type="button" className="work-tile" onClick={() => setOpen(i)} aria-label={`View ${work.title}`}>
              {work.kind === 'image' ? (
                // The button's label names the work; the alt text lets a broken image show its fallback.
                <WorkImage
                  src={imageVariant(work.imageUrl, 'small') ?? work.imageUrl}
                  srcSet={imageSrcSet(work.imageUrl)}
                  sizes={imageSrcSet(work.imageUrl) ? WORK_SIZES : undefined}
                  width={work.width}
                  height={work.height}
                  alt={work.title}
                  lazy
                  onSize={
                    ratioOf(work)
                      ? undefined
                      : (w, h) => setLoaded((known) => (known[work.key] ? known : { ...known, [work.key]: w / h }))
                  }
                />
              ) : (
                <span className="work-tile-media">{work.kind === 'video' ? 'Video' : 'Audio'}</span>
              )}
            </button>
            <WorkCaption work={work} />
          </li>
        ))}
      </ul>
      <Lightbox artworks={artworks} index={open} onIndex={setOpen} />
    </section>
  );
}
