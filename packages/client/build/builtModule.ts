import type { Plugin, ResolvedConfig } from 'vite';

/** A file a plugin emitted, as the tests read it. */
export interface Emitted {
  readonly fileName: string;
  readonly source: string;
}

/**
 * For tests: a virtual module's default export as a build sees it, with the bundler's file
 * addresses filled in (`/<fileName>`), and the files the plugin emitted for it.
 */
export async function builtModule<T>(
  plugin: Plugin,
  id: string,
): Promise<{ emitted: Emitted[]; exported: T }> {
  const emitted: Emitted[] = [];
  (plugin.configResolved as (config: ResolvedConfig) => void)({
    command: 'build',
    build: { assetsDir: 'assets' },
  } as ResolvedConfig);
  const context = {
    emitFile: (file: Emitted) => emitted.push(file) - 1,
  };
  const load = plugin.load as unknown as (this: typeof context, id: string) => Promise<string>;
  const code = await load.call(context, `\0${id}`);
  const filled = code
    .replace(/import\.meta\.ROLLUP_FILE_URL_(\d+)/g, (_, ref: string) =>
      JSON.stringify(`/${emitted[Number(ref)]?.fileName}`),
    )
    .replace('export default', 'return');
  return { emitted, exported: (new Function(filled) as () => T)() };
}
