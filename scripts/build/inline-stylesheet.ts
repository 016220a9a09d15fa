import type { Plugin } from 'vite';

const STYLESHEET_LINK = /<link rel="stylesheet"(?: crossorigin)? href="\/([^"]+\.css)">/g;

/**
 * Build only: the app's one stylesheet is written into `index.html` instead of being linked. A linked stylesheet
 * blocks the first paint until a second request has come back; inline, the spinner and the first screen paint as
 * soon as the page and its scripts have arrived (docs/decisions/0068). The file stays in the build for anything
 * that still names it (the manifest, a cached page of the previous release).
 */
export function inlineStylesheet(): Plugin {
  return {
    name: 'inbest:inline-stylesheet',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        return html.replace(STYLESHEET_LINK, (link, fileName: string) => {
          const asset = bundle?.[fileName];
          if (!asset || asset.type !== 'asset') return link;
          const source =
            typeof asset.source === 'string' ? asset.source : new TextDecoder().decode(asset.source);
          // A stylesheet cannot end the element early: `</style` inside a string or comment is escaped.
          return `<style>${source.replace(/<\/style/gi, '<\\/style')}</style>`;
        });
      },
    },
  };
}
