/** The session as GET /api/_auth/session returns it. */
export type Role = "MODERATOR" | "COMPETITION_MANAGER" | "ADMIN";

export interface SessionUser {
  id: string;
  email: string;
  displayName?: string | null;
  roles: readonly Role[];
  emailVerified: boolean;
}

export const SESSION_URL = "/api/_auth/session";

/** Accepts JSON, no retries; any failure means "no session". */
export async function fetchSession(): Promise<SessionUser | null> {
  try {
    const res = await fetch(SESSION_URL, {
      headers: { Accept: "application/json" },
      credentials: "same-origin",
      cache: "no-store",
    });
    if (!res.ok) return null;
    const body = (await res.json()) as { user?: SessionUser | null };
    return body.user ?? null;
  } catch {
    return null;
  }
}

/** Logout: DELETE the session; the caller clears its local session afterwards. */
export async function deleteSession(): Promise<boolean> {
  try {
    const res = await fetch(SESSION_URL, {
      method: "DELETE",
      headers: { Accept: "application/json" },
      credentials: "same-origin",
    });
    return res.ok;
  } catch {
    return false;
  }
}

/** localStorage key through which a login popup tells the main window that it is done. */
export const LOGIN_POPUP_FLAG = "exitgame:login-popup-done";
/** The flag is temporary: older ones are leftovers of a closed main window. */
export const LOGIN_POPUP_FLAG_TTL_MS = 60_000;
export const LOGIN_POPUP_NAME = "exitgame-login";
export const LOGIN_POPUP_SIZE = { width: 960, height: 600 } as const;

/** Opens /auth/login in a 960×600 window centred over the current one. */
export function openLoginPopup(): Window | null {
  const { width, height } = LOGIN_POPUP_SIZE;
  const left = Math.max(0, Math.round(window.screenX + (window.outerWidth - width) / 2));
  const top = Math.max(0, Math.round(window.screenY + (window.outerHeight - height) / 2));
  return window.open(
    `/auth/login?popup=1`,
    LOGIN_POPUP_NAME,
    `popup=yes,width=${width},height=${height},left=${left},top=${top}`,
  );
}

export function readPopupFlag(storage: Storage = window.localStorage): boolean {
  try {
    const value = Number(storage.getItem(LOGIN_POPUP_FLAG));
    return Number.isFinite(value) && value > 0 && Date.now() - value < LOGIN_POPUP_FLAG_TTL_MS;
  } catch {
    return false;
  }
}

export function setPopupFlag(storage: Storage = window.localStorage): void {
  try {
    storage.setItem(LOGIN_POPUP_FLAG, String(Date.now()));
  } catch {
    // Storage blocked: the main window notices the session on its next check instead.
  }
}

export function clearPopupFlag(storage: Storage = window.localStorage): void {
  try {
    storage.removeItem(LOGIN_POPUP_FLAG);
  } catch {
    // ignore
  }
}
