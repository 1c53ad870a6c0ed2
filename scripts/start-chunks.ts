// A Vite plugin that ships each stage of an app's start as one chunk. Left to itself, Rolldown
// makes a chunk for every pattern of sharing between the lazy parts: the POS's signed-in
// /services fetched 65 scripts, most under 1 KB, and the browser paid each one a request, a
// module record and its notifications on the main thread (about twice the main-thread tasks of
// the same start at 0ab8e06, in 28 scripts).
// The plugin first builds the app as it is (in memory, the automatic split), reads which chunks
// each stage's modules load, and then has the real build put the modules of those chunks, stage
// by stage, in one chunk per stage: what a stage loads stays what it loaded, in fewer files.
// docs/adr/0014-start-chunks.md weighs it against Rolldown's own options, with figures.
import { build, type Plugin } from 'vite';
import { chunksForModules, staticReach } from './bundle-report.js';
import { appliesToWrittenBuild } from './written-build.js';

/** One stage of a start: a chunk's name and the modules (relative to the app) it starts with. */
export interface StartStage {
  readonly name: string;
  readonly modules: readonly string[];
}

/** A code-splitting group, as `build.rolldownOptions.output.codeSplitting.groups` takes it. */
export interface StartGroup {
  readonly name: string;
  readonly test: (id: string) => boolean;
  readonly includeDependenciesRecursively: false;
}

/** What the stages read of a chunk of the automatic split. */
interface SplitChunk {
  readonly fileName: string;
  readonly moduleIds: readonly string[];
  readonly imports: readonly string[];
  readonly isEntry: boolean;
}

/**
 * For each stage in order, the modules of the chunks it loads (through static imports) that
 * the entries and the stages before it do not load.
 */
export function stageModules(
  chunks: readonly SplitChunk[],
  root: string,
  stages: readonly StartStage[],
): Set<string>[] {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  let loaded = staticReach(
    byFile,
    chunks.filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName),
  );
  return stages.map((stage) => {
    const starts = chunksForModules(chunks, root, stage.modules).map((chunk) => chunk.fileName);
    const reached = staticReach(byFile, [...loaded, ...starts]);
    const added = [...reached].filter((file) => !loaded.has(file));
    loaded = reached;
    return new Set(added.flatMap((file) => byFile.get(file)?.moduleIds ?? []));
  });
}

/**
 * The plugin and the groups to give Rolldown (after any group of libraries, which keeps its
 * modules). The groups capture nothing until the plugin has read the automatic split.
 */
export function startChunks(stages: readonly StartStage[]): {
  plugin: Plugin;
  groups: StartGroup[];
} {
  const found = stages.map((stage) => ({ stage, modules: new Set<string>() }));
  return {
    groups: found.map(({ stage, modules }) => ({
      name: stage.name,
      test: (id: string) => modules.has(id),
      // A stage's dependencies are in the chunks loaded before it (the entry's, the earlier
      // stages'), and stay there: no chunk imports a later one, and the entry imports no stage.
      includeDependenciesRecursively: false,
    })),
    plugin: {
      name: 'lamaa:start-chunks',
      // Not in its own first pass, which writes nothing: the pass would start another.
      apply: appliesToWrittenBuild,
      async buildStart() {
        const { root, configFile, mode } = this.environment.config;
        const result = await build({
          root,
          configFile,
          mode,
          logLevel: 'silent',
          build: { write: false, manifest: false },
        });
        const outputs = (Array.isArray(result) ? result : [result]).flatMap((one) =>
          'output' in one ? one.output : [],
        );
        const chunks = outputs.filter((output) => output.type === 'chunk');
        const sets = stageModules(chunks, root, stages);
        found.forEach(({ modules }, at) => {
          modules.clear();
          for (const id of sets[at] ?? []) modules.add(id);
        });
      },
    },
  };
}
