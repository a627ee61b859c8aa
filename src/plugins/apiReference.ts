/**
 * One generated API reference page: docusaurus-plugin-redoc (from redocusaurus),
 * minus its global data.
 *
 * Upstream publishes the whole bundled spec with setGlobalData as well as
 * handing it to the reference route. Docusaurus inlines global data into the
 * main bundle, so every page of the site would download both specs. The route
 * props are all the reference page needs (useSpecData returns the spec it is
 * given), so the global copy is dropped here.
 */
import type {LoadContext, Plugin, PluginContentLoadedActions, PluginModule} from '@docusaurus/types';
import redocPlugin, {validateOptions, type PluginOptions} from 'docusaurus-plugin-redoc';

function apiReferencePlugin(context: LoadContext, options: unknown): Plugin<unknown> {
  // redocusaurus is typed against its own copy of @docusaurus/types; the shapes are the same.
  // Docusaurus has run `validateOptions` (below) on the options by now.
  const plugin = redocPlugin(context, options as PluginOptions) as unknown as Plugin<unknown>;
  const {contentLoaded} = plugin;
  return {
    ...plugin,
    async contentLoaded({content, actions}) {
      const actionsWithoutGlobalData: PluginContentLoadedActions = {...actions, setGlobalData: () => undefined};
      await contentLoaded?.({content, actions: actionsWithoutGlobalData});
    },
  };
}

export default Object.assign(apiReferencePlugin, {validateOptions}) as PluginModule;
