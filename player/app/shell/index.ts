export * from "./locale";
export { createI18n, shellResources } from "./i18n";
export { AppDocument, documentLocale } from "./AppDocument";
export { ErrorPage } from "./ErrorPage";
export { LanguageSwitcher } from "./LanguageSwitcher";
export { formatDate, formatTime, formatDateTime, DEFAULT_TIME_ZONE } from "./format";
export { useDateFormat, useTimeZone } from "./time-zone";
export { rootLoader, RootLayout } from "./root";
export { CSP_NONCE_HEADER, NonceContext, useNonce } from "./nonce";
