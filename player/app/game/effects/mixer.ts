/**
 * The player's audio settings (spec: settings drawer with master volume, mute and a mixer for
 * music, effects and voice), remembered on the device in localStorage.
 */
export type Channel = "music" | "effects" | "voice";
export interface MixerSettings {
  master: number;
  muted: boolean;
  music: number;
  effects: number;
  voice: number;
}

export const MIXER_STORAGE_KEY = "exitgame.mixer.v1";
export const DEFAULT_MIXER: MixerSettings = {
  master: 0.8,
  muted: false,
  music: 0.6,
  effects: 1,
  voice: 1,
};

const clamp01 = (v: unknown, fallback: number) =>
  typeof v === "number" && Number.isFinite(v) ? Math.min(1, Math.max(0, v)) : fallback;

export function parseMixer(raw: string | null): MixerSettings {
  if (!raw) return { ...DEFAULT_MIXER };
  try {
    const v = JSON.parse(raw) as Partial<Record<keyof MixerSettings, unknown>>;
    return {
      master: clamp01(v.master, DEFAULT_MIXER.master),
      muted: typeof v.muted === "boolean" ? v.muted : DEFAULT_MIXER.muted,
      music: clamp01(v.music, DEFAULT_MIXER.music),
      effects: clamp01(v.effects, DEFAULT_MIXER.effects),
      voice: clamp01(v.voice, DEFAULT_MIXER.voice),
    };
  } catch {
    return { ...DEFAULT_MIXER };
  }
}

type Listener = (settings: MixerSettings) => void;

export class Mixer {
  private settings: MixerSettings;
  private readonly listeners = new Set<Listener>();

  constructor(private readonly storage: Pick<Storage, "getItem" | "setItem"> | null) {
    let raw: string | null = null;
    try {
      raw = storage?.getItem(MIXER_STORAGE_KEY) ?? null;
    } catch {
      raw = null;
    }
    this.settings = parseMixer(raw);
  }

  get(): MixerSettings {
    return this.settings;
  }

  set(patch: Partial<MixerSettings>): void {
    this.settings = parseMixer(JSON.stringify({ ...this.settings, ...patch }));
    try {
      this.storage?.setItem(MIXER_STORAGE_KEY, JSON.stringify(this.settings));
    } catch {
      // Private mode or full storage: the settings still apply for this visit.
    }
    this.listeners.forEach((l) => l(this.settings));
  }

  subscribe(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Effective volume of a channel: 0 when muted. */
  volume(channel: Channel): number {
    const s = this.settings;
    return s.muted ? 0 : s.master * s[channel];
  }
}
