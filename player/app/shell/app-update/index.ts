export {
  AppUpdateContext,
  reportChunkLoadError,
  useAppUpdate,
  useAppUpdateState,
} from "./use-app-update";
export type { AppUpdate } from "./use-app-update";
export { isChunkLoadError } from "./chunk-error";
export { UPDATE_CHECK_INTERVAL_MS } from "./build-info";
