const THEME_KEY = "exitgame:editor:theme";

/** The editor's light or dark theme, remembered in this browser (both views). */
export const themeStore = {
  listeners: new Set<() => void>(),
  subscribe(listener: () => void) {
    themeStore.listeners.add(listener);
    window.addEventListener("storage", listener);
    return () => {
      themeStore.listeners.delete(listener);
      window.removeEventListener("storage", listener);
    };
  },
  get(): "light" | "dark" {
    return window.localStorage.getItem(THEME_KEY) === "dark" ? "dark" : "light";
  },
  set(theme: "light" | "dark") {
    window.localStorage.setItem(THEME_KEY, theme);
    themeStore.listeners.forEach((l) => l());
  },
};
