/** Element plugins for the player and the editor: contract, host, themes, on-demand views. */
export * from "./contract/plugin";
export * from "./contract/host";
export * from "./contract/themes";
export { definitions, registry, redactForPlayers, SERVER_ONLY_PROPS } from "./definitions";
export { elementResources, isElementMessageKey, ELEMENTS_NS } from "./i18n";
export { getLoadedPlugin, loadPlugin, loadPlugins, pluginTypes } from "./views";
