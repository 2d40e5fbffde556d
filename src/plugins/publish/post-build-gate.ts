/**
 * Docusaurus runs every plugin's postBuild at the same time, but publishing
 * (hashing inline scripts, precompressing) must see the files other plugins
 * write in theirs: the sitemap, the search documents, the redirect pages.
 * The gate wraps those plugins and lets the publish step wait for them.
 */
import type {LoadContext, Plugin, PluginModule} from '@docusaurus/types';

// Plugins type their own content and options; the gate passes both through untouched.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type PluginFactory = (context: LoadContext, options: any) => Plugin<any> | null | Promise<Plugin<any> | null>;

export type PostBuildGate = {
  /** The same plugin module (options, validation and all), whose postBuild the gate waits for. */
  track(module: PluginFactory): PluginModule;
  /** Resolves once every tracked postBuild has finished (rejects if one failed). */
  settled(): Promise<void>;
};

export function createPostBuildGate(): PostBuildGate {
  const running: Promise<unknown>[] = [];
  return {
    track(module: PluginFactory): PluginModule {
      const tracked = async (context: LoadContext, options: unknown) => {
        const plugin = await module(context, options);
        const postBuild = plugin?.postBuild;
        if (!plugin || !postBuild) return plugin;
        return {
          ...plugin,
          postBuild(props: Parameters<typeof postBuild>[0]) {
            const done = Promise.resolve(postBuild.call(plugin, props));
            running.push(done);
            return done;
          },
        };
      };
      // Docusaurus validates (and fills in defaults of) options through the module's own validators;
      // the name keeps the plugin recognisable in the config and in errors.
      Object.defineProperty(tracked, 'name', {value: module.name});
      return Object.assign(tracked, module) as PluginModule;
    },
    async settled() {
      // Docusaurus starts every postBuild in one synchronous pass; one turn later all of them are registered.
      await Promise.resolve();
      await Promise.all(running);
    },
  };
}
