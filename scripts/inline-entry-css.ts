// A Vite plugin that writes the entry's stylesheet into index.html as a <style> element: the
// first paint then waits for the HTML alone, not for one more round trip on a slow network
// (the entry CSS is a few KB; lazy chunks keep their own stylesheets as files).
import type { Plugin } from 'vite';
import { appliesToWrittenBuild } from './written-build.js';

/** Inlines every stylesheet index.html links to from the build's own assets. */
export function inlineEntryCss(): Plugin {
  let base = '/';
  return {
    name: 'lamaa-inline-entry-css',
    apply: appliesToWrittenBuild,
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const bundle = context.bundle;
        if (bundle === undefined) return html;
        return html.replace(
          /<link rel="stylesheet"[^>]*href="([^"]+)"[^>]*>/g,
          (tag: string, href: string) => {
            const asset = bundle[href.startsWith(base) ? href.slice(base.length) : href];
            if (asset?.type !== 'asset') return tag;
            const css =
              typeof asset.source === 'string'
                ? asset.source
                : new TextDecoder().decode(asset.source);
            // The disabled link is not fetched; Vite's import helper takes the sheet as loaded,
            // so a chunk that imports the entry does not load the same styles again.
            return `<style>${css}</style><link rel="stylesheet" href="${href}" disabled>`;
          },
        );
      },
    },
  };
}
