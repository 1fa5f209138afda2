/** Element plugins for the player and the editor: contract, host, themes, on-demand views. */
export * from "./contract/plugin";
export * from "./contract/host";
export * from "./contract/themes";
export * from "./contract/labels";
export {
  definitions,
  elementAssets,
  registry,
  redactForPlayers,
  redactProps,
  redactSnapshotForPlayers,
  type ElementAsset,
  type PluginEffectKind,
} from "./definitions";
export { elementResources, elementString, isElementMessageKey, ELEMENTS_NS } from "./i18n";
export {
  getLoadedPlugin,
  loadPlugin,
  loadPlugins,
  manifests,
  pluginMeta,
  pluginTypes,
  placeableTypes,
} from "./views";
