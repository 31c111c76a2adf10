import { useState } from 'react';
import { imageVariant } from '@/lib/images';
import type { Artwork } from '../artwork';
import { Lightbox } from './Lightbox';
import { WorkImage } from './WorkImage';

interface WorksGalleryProps {
  id: string;
  title: string;
  artworks: Artwork[];
}

/** A grid of works; each opens the lightbox, by mouse or keyboard. */
export function WorksGallery({ id, title, artworks }: WorksGalleryProps) {
  const [open, setOpen] = useState<number | null>(null);
  if (artworks.length === 0) return null;
  return (
    <section id={id} className="artist-section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="artist-section-title">
        {title}
      </h2>
      <ul className="works-grid">
        {artworks.map((work, i) => (
          <li key={work.key}>
            <button type="button" className="work-tile" onClick={() => setOpen(i)} aria-label={`View ${work.title}`}>
              {work.kind === 'image' ? (
                // The button's label names the work; the alt text lets a broken image show its fallback.
                <WorkImage src={imageVariant(work.imageUrl, 'small') ?? work.imageUrl} alt={work.title} lazy />
              ) : (
                <span className="work-tile-media">{work.kind === 'video' ? 'Video' : 'Audio'}</span>
              )}
            </button>
            <p className="work-title">{work.title}</p>
            {work.caption ? <p className="work-caption">{work.caption}</p> : null}
          </li>
        ))}
      </ul>
      <Lightbox artworks={artworks} index={open} onIndex={setOpen} />
    </section>
  );
}
