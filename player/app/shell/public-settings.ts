/**
 * Public runtime settings: read from the server's environment at each request and handed to the
 * browser through the root loader, so that they change without a new build.
 */
export interface PublicSettings {
  /** The update notice; off with PUBLIC_UPDATE_NOTICE=off (or false, 0, no). */
  updateNotice: boolean;
}

export const DEFAULT_PUBLIC_SETTINGS: PublicSettings = { updateNotice: true };

const OFF = /^(off|false|0|no)$/i;

export function publicSettings(env: Record<string, string | undefined>): PublicSettings {
  return { updateNotice: !OFF.test((env.PUBLIC_UPDATE_NOTICE ?? "").trim()) };
}
