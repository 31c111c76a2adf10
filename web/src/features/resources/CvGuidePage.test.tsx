import { PUBLIC_PAGE_SECTIONS } from '@oeuvre/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '@/test/render';
import { CvGuidePage } from './CvGuidePage';

describe('the CV guide', () => {
  it("lists the contact details, then every section of a published CV under its heading, in the CV's order", async () => {
    renderPage(<CvGuidePage />);
    const heading = await screen.findByRole('heading', { level: 2, name: 'The sections, in the order readers expect' });
    const list = heading.nextElementSibling as HTMLElement;
    const named = within(list)
      .getAllByRole('listitem')
      .map((item) => item.querySelector('strong')?.textContent);
    // The headings the build wrote are the contract's own, so the guide cannot drift from the page and the PDF.
    expect(named).toEqual(['Contact details', ...PUBLIC_PAGE_SECTIONS.filter((s) => s.cv).map((s) => s.label)]);
    expect(named).toContain('Grants, Awards & Fellowships');
  });
});
