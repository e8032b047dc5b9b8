import { describe, expect, it } from 'vitest';
import { publicPageHtml } from './public-page-html';

const BUILT_INDEX = `<!doctype html><html lang="en"><head><title>Nido: app</title><script src="/theme-init.js"></script>
<script type="module" crossorigin src="/assets/index-abc.js"></script>
<link rel="modulepreload" crossorigin href="/assets/shell-def.js">
<link rel="stylesheet" crossorigin href="/assets/index-123.css"></head>
<body><div id="root"></div><noscript>Nido needs JavaScript to run.</noscript></body></html>`;

describe('publicPageHtml', () => {
  const html = publicPageHtml(BUILT_INDEX, {
    title: 'Terms & Conditions · Nido',
    markup: '<main><h1>Terms</h1></main>',
    script: '/assets/public-page-xyz.js',
  });

  it("puts the rendered page inside #root with its own title, and keeps the app's styles and theme script", () => {
    expect(html).toContain('<div id="root"><main><h1>Terms</h1></main></div>');
    expect(html).toContain('<title>Terms &amp; Conditions · Nido</title>');
    expect(html).toContain('href="/assets/index-123.css"');
    expect(html).toContain('<script src="/theme-init.js"></script>');
  });

  it("loads the public-page script instead of the app's entry and its preloads", () => {
    expect(html).toContain(
      '<script type="module" crossorigin src="/assets/public-page-xyz.js"></script></head>',
    );
    expect(html).not.toContain('index-abc.js');
    expect(html).not.toContain('modulepreload');
    expect(html).not.toContain('needs JavaScript');
  });

  it('refuses an index.html with a module script it does not recognise', () => {
    expect(() =>
      publicPageHtml(BUILT_INDEX.replace('</head>', '<script type="module">x()</script></head>'), {
        title: 'x',
        markup: '',
        script: '/assets/p.js',
      }),
    ).toThrow('module script');
  });
});
