/**
 * A pre-rendered public page from the app's built index.html: the same head (styles, theme
 * script, meta), the page's own title, the rendered markup inside #root, and the small public-page
 * script instead of the app's entry and its preloads.
 */
export function publicPageHtml(
  indexHtml: string,
  page: { title: string; markup: string; script: string },
): string {
  const withoutApp = indexHtml
    .replace(/<script type="module"[^>]*src="\/assets\/[^"]+"[^>]*><\/script>/g, '')
    .replace(/<link rel="modulepreload"[^>]*>/g, '')
    .replace(/<noscript>[\s\S]*?<\/noscript>/, '');
  if (withoutApp.includes('type="module"'))
    throw new Error('index.html has a module script the pre-rendered pages do not expect');
  return withoutApp
    .replace(/<title>[\s\S]*?<\/title>/, `<title>${escapeText(page.title)}</title>`)
    .replace('</head>', `<script type="module" crossorigin src="${page.script}"></script></head>`)
    .replace('<div id="root"></div>', `<div id="root">${page.markup}</div>`);
}

function escapeText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
