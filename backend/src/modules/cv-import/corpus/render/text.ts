// The plain-text, Markdown and HTML renders of a CV's blocks.
import type { CvDocumentBlocks, Run } from './document.ts';
import { textOf } from './document.ts';

const entryLine = (year: string, text: string, gap: string) => (year ? `${year}${gap}${text}` : text);

/** Plain text as pasted from a word processor: year and entry separated by spaces or a tab. */
export function renderText(doc: CvDocumentBlocks, variant: number): string {
  const gap = variant % 2 ? '\t' : '  ';
  const out = [doc.name, '', ...doc.about];
  for (const b of doc.blocks) {
    if (b.kind === 'heading') out.push('', b.text.toUpperCase(), '');
    else if (b.kind === 'year' || b.kind === 'subheading') out.push(b.text);
    else out.push(entryLine(b.year, textOf(b.runs), gap));
  }
  return `${out.join('\n')}\n`;
}

const mdRuns = (runs: Run[]) => runs.map((r) => (r.italic ? `*${r.text}*` : r.text)).join('');

/** Markdown: the name a level-1 heading, sections level 2, entries a list or paragraphs. */
export function renderMarkdown(doc: CvDocumentBlocks, variant: number): string {
  const list = variant % 2 === 0;
  const out = [`# ${doc.name}`, '', ...doc.about.map((l) => `${l}  `)];
  for (const b of doc.blocks) {
    if (b.kind === 'heading') out.push('', `## ${b.text}`, '');
    else if (b.kind === 'subheading') out.push('', `### ${b.text}`, '');
    else if (b.kind === 'year') out.push('', `**${b.text}**`, '');
    else {
      const text = b.year ? `${b.year} — ${mdRuns(b.runs)}` : mdRuns(b.runs);
      out.push(list ? `- ${text}` : `${text}  `);
    }
  }
  return `${out.join('\n')}\n`;
}

const escape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const htmlRuns = (runs: Run[], tag: string) =>
  runs.map((r) => (r.italic ? `<${tag}>${escape(r.text)}</${tag}>` : escape(r.text))).join('');

/** A whole saved page: navigation, header, footer and scripts around the CV, entries in a table, a list or paragraphs. */
export function renderHtml(doc: CvDocumentBlocks, variant: number): string {
  const shape = (['table', 'list', 'paragraphs'] as const)[variant % 3]!;
  const tag = variant % 2 ? 'i' : 'em';
  const body: string[] = [];
  let open = '';
  const close = () => {
    if (open) body.push(open);
    open = '';
  };
  for (const b of doc.blocks) {
    if (b.kind === 'heading') {
      close();
      body.push(`<h2 class="cv-section">${escape(b.text)}</h2>`);
      if (shape !== 'paragraphs') {
        body.push(shape === 'table' ? '<table class="cv">' : '<ul>');
        open = shape === 'table' ? '</table>' : '</ul>';
      }
    } else if (b.kind === 'subheading') {
      close();
      body.push(`<h4>${escape(b.text)}</h4>`);
      if (shape !== 'paragraphs') {
        body.push(shape === 'table' ? '<table class="cv">' : '<ul>');
        open = shape === 'table' ? '</table>' : '</ul>';
      }
    } else if (b.kind === 'year') {
      if (shape === 'table') body.push(`<tr><th colspan="2">${escape(b.text)}</th></tr>`);
      else if (shape === 'list') body.push(`<li class="year"><strong>${escape(b.text)}</strong></li>`);
      else body.push(`<h3>${escape(b.text)}</h3>`);
    } else {
      const text = htmlRuns(b.runs, tag);
      if (shape === 'table') body.push(`<tr><td class="year">${escape(b.year)}</td><td>${text}</td></tr>`);
      else if (shape === 'list')
        body.push(`<li>${b.year ? `<span class="year">${escape(b.year)}</span> ` : ''}${text}</li>`);
      else body.push(`<p>${b.year ? `${escape(b.year)}&nbsp;&nbsp;` : ''}${text}</p>`);
    }
  }
  close();
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>CV — ${escape(doc.name)}</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<style>body{font-family:Georgia,serif;max-width:48em;margin:auto} td.year{width:6em;vertical-align:top}</style>
<script>window.dataLayer = window.dataLayer || []; function gtag(){dataLayer.push(arguments);} gtag('config', 'G-2019-2024');</script>
</head>
<body>
<nav class="site-nav"><ul><li><a href="/">Home</a></li><li><a href="/work">Work</a></li><li><a href="/cv">CV</a></li><li><a href="/contact">Contact</a></li></ul></nav>
<header><h1>${escape(doc.name)}</h1>
${doc.about.map((l) => `<p class="about">${escape(l)}</p>`).join('\n')}
</header>
<main>
${body.join('\n')}
</main>
<footer><p>© 2025 ${escape(doc.name)}. All rights reserved.</p><p><a href="/imprint">Imprint</a> · <a href="/privacy">Privacy</a></p></footer>
<script>document.querySelectorAll('a').forEach(function (a) { a.addEventListener('click', function () { console.log('Solo Exhibitions 2019'); }); });</script>
</body>
</html>
`;
}
