import type { MouseEvent } from 'react';
import { ButtonAnchor } from '@/components/ButtonLink';
import { serverPaths } from '@oeuvre/ui/lib/paths';

interface DownloadsProps {
  slug: string;
  /** The saved selection the documents follow; null = the whole CV. */
  selectionId: number | null;
  /** Choices the server cannot know (the whole CV's, not saved as a selection): the links wait. */
  disabled: boolean;
  /** Changes waiting to be saved: saved first (true when done), so the download is what the preview shows. */
  beforeDownload?: () => Promise<boolean>;
}

const withSelection = (path: string, id: number | null) => (id === null ? path : `${path}?selection=${id}`);

/** 'Download PDF', 'Download portfolio PDF', 'Download JSON' of the own draft, as the selection says. */
export function Downloads({ slug, selectionId, disabled, beforeDownload }: DownloadsProps) {
  async function saveThenDownload(event: MouseEvent<HTMLAnchorElement>) {
    if (!beforeDownload) return;
    event.preventDefault();
    const { href, download } = event.currentTarget;
    if (!(await beforeDownload())) return;
    const anchor = Object.assign(document.createElement('a'), { href, download });
    anchor.click();
  }

  const links = [
    { text: 'Download PDF', path: serverPaths.ownCvPdf, file: `${slug}-cv.pdf`, icon: 'document' as const },
    {
      text: 'Download portfolio PDF',
      path: serverPaths.ownPortfolioPdf,
      file: `${slug}-portfolio.pdf`,
      icon: 'media' as const,
    },
    {
      text: 'Download JSON',
      path: serverPaths.ownCvJson,
      file: `${slug}-cv.json`,
      icon: 'code-block' as const,
    },
  ];
  return (
    <div className="export-downloads">
      {links.map((link) => (
        <ButtonAnchor
          key={link.text}
          outlined
          icon={link.icon}
          intent={link.path === serverPaths.ownCvPdf ? 'primary' : 'none'}
          href={disabled ? undefined : withSelection(link.path, selectionId)}
          download={link.file}
          onClick={(event) => void saveThenDownload(event)}
          aria-disabled={disabled || undefined}
          role={disabled ? 'link' : undefined}
        >
          {link.text}
        </ButtonAnchor>
      ))}
    </div>
  );
}
