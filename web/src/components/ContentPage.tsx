import type { ReactNode } from 'react';
import { useDocumentHead } from '@/lib/document-head';

interface ContentPageProps {
  title: string;
  lead?: ReactNode;
  description: string;
  narrow?: boolean;
  children: ReactNode;
}

/** The frame of a reading page: one h1, an optional lead paragraph, and the page's own title and description. */
export function ContentPage({ title, lead, description, narrow = true, children }: ContentPageProps) {
  useDocumentHead(title, description);
  return (
    <div className={narrow ? 'page page-narrow' : 'page'}>
      <header className="page-header">
        <h1 className="page-title">{title}</h1>
        {lead ? <p className="page-lead">{lead}</p> : null}
      </header>
      {children}
    </div>
  );
}
