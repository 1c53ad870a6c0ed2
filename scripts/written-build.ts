// Which builds the plugins that shape or report the written files take part in.
import type { ConfigEnv, UserConfig } from 'vite';

/**
 * Vite's `apply` for a plugin that shapes or reports the files a build writes: it stays out of
 * a build that writes nothing, such as the first pass of scripts/start-chunks.ts, which builds
 * in memory only to read the automatic split.
 * @example { name: 'lamaa:chunk-report', apply: appliesToWrittenBuild, ... }
 */
export function appliesToWrittenBuild(config: UserConfig, env: ConfigEnv): boolean {
  return env.command === 'build' && config.build?.write !== false;
}
