import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from "react";
import {
  clearPopupFlag,
  deleteSession,
  fetchSession,
  LOGIN_POPUP_FLAG,
  readPopupFlag,
  type SessionUser,
} from "./session";

export interface SessionState {
  /** The logged-in user, or null (absent). */
  user: SessionUser | null;
  /** The authentication-check-finished flag: true once the browser asked the API itself. */
  checked: boolean;
  refresh(): Promise<SessionUser | null>;
  logout(): Promise<void>;
}

const SessionContext = createContext<SessionState | null>(null);

function sessionKey(user: SessionUser | null): string {
  return user
    ? `${user.id}|${user.emailVerified}|${user.roles.join(",")}|${user.displayName ?? ""}`
    : "";
}

/**
 * The server-rendered page starts with the user the loader saw; after mount the
 * browser asks GET /api/_auth/session itself, and again when a login popup sets its flag.
 */
export function SessionProvider({
  initialUser,
  children,
}: {
  initialUser: SessionUser | null;
  children: ReactNode;
}) {
  const [user, setUser] = useState<SessionUser | null>(initialUser);
  const [checked, setChecked] = useState(false);
  // Loaders run again after every login, logout and navigation: take over what they saw.
  const initialKey = sessionKey(initialUser);
  const [seenKey, setSeenKey] = useState(initialKey);
  if (initialKey !== seenKey) {
    setSeenKey(initialKey);
    setUser(initialUser);
  }

  const refresh = useCallback(async () => {
    const next = await fetchSession();
    setUser(next);
    setChecked(true);
    return next;
  }, []);

  const logout = useCallback(async () => {
    await deleteSession();
    setUser(null);
  }, []);

  useEffect(() => {
    let cancelled = false;
    void fetchSession().then((next) => {
      if (cancelled) return;
      setUser(next);
      setChecked(true);
    });
    const onStorage = (event: StorageEvent) => {
      if (event.key !== LOGIN_POPUP_FLAG || !readPopupFlag()) return;
      clearPopupFlag();
      void refresh();
    };
    // A popup that finished while this tab was in the background is noticed on return, too.
    const onFocus = () => {
      if (!readPopupFlag()) return;
      clearPopupFlag();
      void refresh();
    };
    // Coming back to the tab: is the session still there (ended elsewhere, expired)?
    const onVisible = () => {
      if (document.visibilityState === "visible") void refresh();
    };
    window.addEventListener("storage", onStorage);
    window.addEventListener("focus", onFocus);
    document.addEventListener("visibilitychange", onVisible);
    return () => {
      cancelled = true;
      window.removeEventListener("storage", onStorage);
      window.removeEventListener("focus", onFocus);
      document.removeEventListener("visibilitychange", onVisible);
    };
  }, [refresh]);

  const value = useMemo(
    () => ({ user, checked, refresh, logout }),
    [user, checked, refresh, logout],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): SessionState {
  const value = useContext(SessionContext);
  if (!value) throw new Error("useSession outside SessionProvider");
  return value;
}
