/**
 * Colour themes: the 22 Tailwind palettes, each in light and dark mode, exposed to
 * renderers as CSS variables so that authors can override any of them (`styleOverrides`).
 * No React here: the API and the editor's inspectors read the same lists.
 */
import { COLOR_THEMES, type ColorTheme } from "@exitgame/engine/document/constants";

export { COLOR_THEMES, type ColorTheme };

/** Shades 50, 100, 200, 300, 400, 500, 600, 700, 800, 900, 950. */
type Shades = readonly [
  string,
  string,
  string,
  string,
  string,
  string,
  string,
  string,
  string,
  string,
  string,
];

export const PALETTE: Record<ColorTheme, Shades> = {
  slate: [
    "#f8fafc",
    "#f1f5f9",
    "#e2e8f0",
    "#cbd5e1",
    "#94a3b8",
    "#64748b",
    "#475569",
    "#334155",
    "#1e293b",
    "#0f172a",
    "#020617",
  ],
  gray: [
    "#f9fafb",
    "#f3f4f6",
    "#e5e7eb",
    "#d1d5db",
    "#9ca3af",
    "#6b7280",
    "#4b5563",
    "#374151",
    "#1f2937",
    "#111827",
    "#030712",
  ],
  zinc: [
    "#fafafa",
    "#f4f4f5",
    "#e4e4e7",
    "#d4d4d8",
    "#a1a1aa",
    "#71717a",
    "#52525b",
    "#3f3f46",
    "#27272a",
    "#18181b",
    "#09090b",
  ],
  neutral: [
    "#fafafa",
    "#f5f5f5",
    "#e5e5e5",
    "#d4d4d4",
    "#a3a3a3",
    "#737373",
    "#525252",
    "#404040",
    "#262626",
    "#171717",
    "#0a0a0a",
  ],
  stone: [
    "#fafaf9",
    "#f5f5f4",
    "#e7e5e4",
    "#d6d3d1",
    "#a8a29e",
    "#78716c",
    "#57534e",
    "#44403c",
    "#292524",
    "#1c1917",
    "#0c0a09",
  ],
  red: [
    "#fef2f2",
    "#fee2e2",
    "#fecaca",
    "#fca5a5",
    "#f87171",
    "#ef4444",
    "#dc2626",
    "#b91c1c",
    "#991b1b",
    "#7f1d1d",
    "#450a0a",
  ],
  orange: [
    "#fff7ed",
    "#ffedd5",
    "#fed7aa",
    "#fdba74",
    "#fb923c",
    "#f97316",
    "#ea580c",
    "#c2410c",
    "#9a3412",
    "#7c2d12",
    "#431407",
  ],
  amber: [
    "#fffbeb",
    "#fef3c7",
    "#fde68a",
    "#fcd34d",
    "#fbbf24",
    "#f59e0b",
    "#d97706",
    "#b45309",
    "#92400e",
    "#78350f",
    "#451a03",
  ],
  yellow: [
    "#fefce8",
    "#fef9c3",
    "#fef08a",
    "#fde047",
    "#facc15",
    "#eab308",
    "#ca8a04",
    "#a16207",
    "#854d0e",
    "#713f12",
    "#422006",
  ],
  lime: [
    "#f7fee7",
    "#ecfccb",
    "#d9f99d",
    "#bef264",
    "#a3e635",
    "#84cc16",
    "#65a30d",
    "#4d7c0f",
    "#3f6212",
    "#365314",
    "#1a2e05",
  ],
  green: [
    "#f0fdf4",
    "#dcfce7",
    "#bbf7d0",
    "#86efac",
    "#4ade80",
    "#22c55e",
    "#16a34a",
    "#15803d",
    "#166534",
    "#14532d",
    "#052e16",
  ],
  emerald: [
    "#ecfdf5",
    "#d1fae5",
    "#a7f3d0",
    "#6ee7b7",
    "#34d399",
    "#10b981",
    "#059669",
    "#047857",
    "#065f46",
    "#064e3b",
    "#022c22",
  ],
  teal: [
    "#f0fdfa",
    "#ccfbf1",
    "#99f6e4",
    "#5eead4",
    "#2dd4bf",
    "#14b8a6",
    "#0d9488",
    "#0f766e",
    "#115e59",
    "#134e4a",
    "#042f2e",
  ],
  cyan: [
    "#ecfeff",
    "#cffafe",
    "#a5f3fc",
    "#67e8f9",
    "#22d3ee",
    "#06b6d4",
    "#0891b2",
    "#0e7490",
    "#155e75",
    "#164e63",
    "#083344",
  ],
  sky: [
    "#f0f9ff",
    "#e0f2fe",
    "#bae6fd",
    "#7dd3fc",
    "#38bdf8",
    "#0ea5e9",
    "#0284c7",
    "#0369a1",
    "#075985",
    "#0c4a6e",
    "#082f49",
  ],
  blue: [
    "#eff6ff",
    "#dbeafe",
    "#bfdbfe",
    "#93c5fd",
    "#60a5fa",
    "#3b82f6",
    "#2563eb",
    "#1d4ed8",
    "#1e40af",
    "#1e3a8a",
    "#172554",
  ],
  indigo: [
    "#eef2ff",
    "#e0e7ff",
    "#c7d2fe",
    "#a5b4fc",
    "#818cf8",
    "#6366f1",
    "#4f46e5",
    "#4338ca",
    "#3730a3",
    "#312e81",
    "#1e1b4b",
  ],
  violet: [
    "#f5f3ff",
    "#ede9fe",
    "#ddd6fe",
    "#c4b5fd",
    "#a78bfa",
    "#8b5cf6",
    "#7c3aed",
    "#6d28d9",
    "#5b21b6",
    "#4c1d95",
    "#2e1065",
  ],
  purple: [
    "#faf5ff",
    "#f3e8ff",
    "#e9d5ff",
    "#d8b4fe",
    "#c084fc",
    "#a855f7",
    "#9333ea",
    "#7e22ce",
    "#6b21a8",
    "#581c87",
    "#3b0764",
  ],
  fuchsia: [
    "#fdf4ff",
    "#fae8ff",
    "#f5d0fe",
    "#f0abfc",
    "#e879f9",
    "#d946ef",
    "#c026d3",
    "#a21caf",
    "#86198f",
    "#701a75",
    "#4a044e",
  ],
  pink: [
    "#fdf2f8",
    "#fce7f3",
    "#fbcfe8",
    "#f9a8d4",
    "#f472b6",
    "#ec4899",
    "#db2777",
    "#be185d",
    "#9d174d",
    "#831843",
    "#500724",
  ],
  rose: [
    "#fff1f2",
    "#ffe4e6",
    "#fecdd3",
    "#fda4af",
    "#fb7185",
    "#f43f5e",
    "#e11d48",
    "#be123c",
    "#9f1239",
    "#881337",
    "#4c0519",
  ],
};

const S = {
  50: 0,
  100: 1,
  200: 2,
  300: 3,
  400: 4,
  500: 5,
  600: 6,
  700: 7,
  800: 8,
  900: 9,
  950: 10,
} as const;
const shade = (theme: ColorTheme, n: keyof typeof S) => PALETTE[theme][S[n]];

/** Neutral partner of each palette for surfaces and text (Tailwind's own pairing). */
const NEUTRAL: Record<ColorTheme, ColorTheme> = Object.fromEntries(
  COLOR_THEMES.map((c) => [
    c,
    ["slate", "gray", "zinc", "neutral", "stone"].includes(c)
      ? c
      : c === "amber" || c === "orange" || c === "yellow"
        ? "stone"
        : "slate",
  ]),
) as Record<ColorTheme, ColorTheme>;

export type ThemeMode = "light" | "dark";

/**
 * The CSS variables every themed renderer uses. Contrast: text on surface and accent-contrast
 * on accent stay at WCAG AA (≥ 4.5:1) for every palette in both modes.
 */
export function themeVariables(
  theme: ColorTheme,
  mode: ThemeMode,
): Record<`--eg-${string}`, string> {
  const n = NEUTRAL[theme];
  // Light accents from yellow to lime need dark text; 700 keeps white text readable elsewhere.
  const paleAccent = theme === "yellow" || theme === "lime" || theme === "amber";
  if (mode === "light") {
    return {
      "--eg-surface": "#ffffff",
      "--eg-surface-2": shade(theme, 50),
      "--eg-surface-3": shade(theme, 100),
      "--eg-text": shade(n, 900),
      "--eg-text-muted": shade(n, 600),
      "--eg-border": shade(theme, 300),
      "--eg-accent": paleAccent ? shade(theme, 400) : shade(theme, 600),
      "--eg-accent-hover": paleAccent ? shade(theme, 500) : shade(theme, 700),
      "--eg-accent-contrast": paleAccent ? shade(theme, 950) : "#ffffff",
      "--eg-accent-soft": shade(theme, 100),
      "--eg-accent-soft-text": shade(theme, 800),
      "--eg-focus": shade(theme, 500),
      "--eg-danger": "#b91c1c",
      "--eg-success": "#15803d",
    };
  }
  return {
    "--eg-surface": shade(n, 900),
    "--eg-surface-2": shade(n, 800),
    "--eg-surface-3": shade(theme, 950),
    "--eg-text": shade(n, 50),
    "--eg-text-muted": shade(n, 300),
    "--eg-border": shade(theme, 700),
    "--eg-accent": shade(theme, 400),
    "--eg-accent-hover": shade(theme, 300),
    "--eg-accent-contrast": shade(theme, 950),
    "--eg-accent-soft": shade(theme, 900),
    "--eg-accent-soft-text": shade(theme, 100),
    "--eg-focus": shade(theme, 300),
    "--eg-danger": "#fca5a5",
    "--eg-success": "#86efac",
  };
}

/**
 * Duo themes of the AI chat: the assistant's bubbles in one palette, the player's in another.
 * Mono themes use one palette for both (`mono:<colour>`).
 */
export const DUO_THEMES = [
  ["ocean", "blue", "cyan"],
  ["forest", "green", "lime"],
  ["sunset", "orange", "rose"],
  ["berry", "purple", "pink"],
  ["lagoon", "teal", "sky"],
  ["ember", "red", "amber"],
  ["grove", "emerald", "teal"],
  ["dusk", "indigo", "violet"],
  ["candy", "pink", "fuchsia"],
  ["meadow", "lime", "green"],
  ["glacier", "sky", "indigo"],
  ["autumn", "amber", "orange"],
  ["orchid", "fuchsia", "purple"],
  ["coral", "rose", "orange"],
  ["mint", "emerald", "cyan"],
  ["twilight", "violet", "blue"],
  ["citrus", "yellow", "lime"],
  ["harbor", "slate", "blue"],
  ["granite", "zinc", "sky"],
  ["sand", "stone", "amber"],
  ["ink", "neutral", "indigo"],
  ["storm", "gray", "cyan"],
  ["blossom", "pink", "rose"],
  ["reef", "cyan", "teal"],
  ["aurora", "green", "violet"],
  ["volcano", "red", "orange"],
  ["lavender", "violet", "pink"],
  ["pine", "teal", "green"],
  ["sapphire", "blue", "indigo"],
  ["flamingo", "rose", "pink"],
  ["canyon", "orange", "stone"],
  ["nebula", "purple", "indigo"],
  ["spring", "lime", "emerald"],
  ["honey", "amber", "yellow"],
  ["arctic", "sky", "slate"],
  ["cherry", "red", "rose"],
  ["jungle", "emerald", "lime"],
  ["plum", "purple", "fuchsia"],
  ["steel", "slate", "zinc"],
  ["tropic", "cyan", "lime"],
] as const satisfies readonly (readonly [string, ColorTheme, ColorTheme])[];
export type DuoThemeName = (typeof DUO_THEMES)[number][0];
export const DUO_THEME_NAMES = DUO_THEMES.map((d) => d[0]) as unknown as readonly [
  DuoThemeName,
  ...DuoThemeName[],
];

/** A chat theme id: 'mono:blue' or 'duo:ocean'. */
export const CHAT_THEME_IDS: readonly string[] = [
  ...COLOR_THEMES.map((c) => `mono:${c}`),
  ...DUO_THEME_NAMES.map((d) => `duo:${d}`),
];

export function chatThemeColors(id: string): { assistant: ColorTheme; player: ColorTheme } {
  if (id.startsWith("duo:")) {
    const duo = DUO_THEMES.find((d) => d[0] === id.slice(4));
    if (duo) return { assistant: duo[1], player: duo[2] };
  }
  const mono = id.startsWith("mono:") ? id.slice(5) : id;
  const theme = (COLOR_THEMES as readonly string[]).includes(mono) ? (mono as ColorTheme) : "blue";
  return { assistant: theme, player: theme };
}

export function chatThemeVariables(id: string, mode: ThemeMode): Record<`--eg-${string}`, string> {
  const { assistant, player } = chatThemeColors(id);
  const light = mode === "light";
  return {
    "--eg-chat-assistant-bg": light ? shade(assistant, 100) : shade(assistant, 900),
    "--eg-chat-assistant-text": light ? shade(assistant, 950) : shade(assistant, 50),
    "--eg-chat-player-bg": light ? shade(player, 700) : shade(player, 300),
    "--eg-chat-player-text": light ? "#ffffff" : shade(player, 950),
  };
}
