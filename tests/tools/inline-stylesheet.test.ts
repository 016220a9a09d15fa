import type { IndexHtmlTransformContext } from 'vite';
import { expect, it } from 'vitest';
import { inlineStylesheet } from '../../scripts/build/inline-stylesheet';

type Handler = (html: string, ctx: IndexHtmlTransformContext) => string;
const transform = (html: string, bundle: Record<string, unknown>) => {
  const hook = inlineStylesheet().transformIndexHtml as { handler: Handler };
  return hook.handler(html, { path: '/index.html', filename: 'index.html', bundle } as never);
};
const PAGE = (head: string) =>
  `<html><head><script type="module" src="/assets/index-1.js"></script>${head}</head></html>`;

it("writes the build's stylesheet into the page in place of its link", () => {
  const html = transform(PAGE('<link rel="stylesheet" crossorigin href="/assets/index-2.css">'), {
    'assets/index-2.css': { type: 'asset', source: '.boot{display:flex}' },
  });
  expect(html).toBe(PAGE('<style>.boot{display:flex}</style>'));
});

it('reads a stylesheet emitted as bytes and keeps a closing tag inside it from ending the element', () => {
  const source = new TextEncoder().encode('a::after{content:"</style>"}');
  const html = transform(PAGE('<link rel="stylesheet" href="/assets/x.css">'), {
    'assets/x.css': { type: 'asset', source },
  });
  expect(html).toBe(PAGE('<style>a::after{content:"<\\/style>"}</style>'));
});

it('leaves a link to a file the build did not emit as it was', () => {
  const page = PAGE('<link rel="stylesheet" crossorigin href="/assets/elsewhere.css">');
  expect(transform(page, {})).toBe(page);
});
