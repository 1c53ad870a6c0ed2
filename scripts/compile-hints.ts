// A Vite plugin that marks the chunks a page runs as it loads for eager compilation: V8 then
// compiles all their functions on a background thread while they download (the
// `//# allFunctionsCalledOnLoad` hint, Chrome 136+), instead of compiling each on the main
// thread when it is first called, in the page's longest tasks. Chunks loaded later keep V8's
// lazy compilation: most of their functions are not called at once.
import type { Plugin, Rollup } from 'vite';
import { chunksForModules, staticReach } from './bundle-report.js';
import { appliesToWrittenBuild } from './written-build.js';

type OutputChunk = Rollup.OutputChunk;

/** V8's magic comment; it only counts as the very first line of a file. */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/**
 * Prepends the hint to the entries' chunks and to the chunks of `onLoad` (modules, relative to
 * the app, that the app imports at once as it starts), with the chunks they import statically.
 */
export function compileHints(onLoad: readonly string[] = []): Plugin {
  let root = '';
  return {
    name: 'lamaa:compile-hints',
    apply: appliesToWrittenBuild,
    enforce: 'post',
    configResolved(config) {
      root = config.root;
    },
    generateBundle: {
      order: 'post',
      handler(_, bundle) {
        const chunks = Object.values(bundle).filter(
          (output): output is OutputChunk => output.type === 'chunk',
        );
        const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
        const starts = [
          ...chunks.filter((chunk) => chunk.isEntry),
          ...chunksForModules(chunks, root, onLoad),
        ];
        const marked = staticReach(
          byFile,
          starts.map((chunk) => chunk.fileName),
        );
        for (const file of marked) {
          const chunk = byFile.get(file);
          if (chunk !== undefined) chunk.code = COMPILE_HINT + chunk.code;
        }
      },
    },
  };
}
