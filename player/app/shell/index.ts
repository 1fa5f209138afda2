export * from "./locale";
export { createI18n, shellResources, shellStrings } from "./i18n";
export { AppDocument, documentLocale } from "./AppDocument";
export { ErrorPage } from "./ErrorPage";
export { LanguageSwitcher } from "./LanguageSwitcher";
export {
  formatDate,
  formatTime,
  formatDateTime,
  formatDateTimeInput,
  parseDateTimeInput,
  DATE_TIME_INPUT_PATTERN,
  DEFAULT_TIME_ZONE,
} from "./format";
export { useDateFormat, useTimeZone } from "./time-zone";
export { rootLoader, RootLayout } from "./root";
export { CSP_NONCE_HEADER, NonceContext, PAGE_GAME_HEADER, useNonce } from "./nonce";
export { DiagnosticList, type DiagnosticListProps } from "./diagnostics/DiagnosticList";
export { useAppUpdateState, isChunkLoadError, UPDATE_CHECK_INTERVAL_MS } from "./app-update";
export type { AppUpdate } from "./app-update";
export {
  useUnsavedEntities,
  useUnsavedTracker,
  useLeaveWarning,
  loadUnsavedChanges,
  sendUnsaved,
} from "./unsaved-changes";
export { publicSettings, type PublicSettings } from "./public-settings";
