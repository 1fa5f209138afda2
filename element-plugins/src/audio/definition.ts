import { defineElement, type ActionContext } from "@exitgame/engine";
import { z } from "zod/mini";
import { MAX_MEDIA_SRC } from "../contract/media";

export const AUDIO_CHANNELS = ["music", "effects", "voice"] as const;
export type AudioChannel = (typeof AUDIO_CHANNELS)[number];

export const MAX_TRANSCRIPT = 20_000;

export const audioPropsSchema = z.object({
  /** An audio asset id of the game gallery (or an https URL). Empty until one is chosen. */
  src: z.string().check(z.maxLength(MAX_MEDIA_SRC)),
  channel: z.enum(AUDIO_CHANNELS),
  loop: z.boolean(),
  stopOnSceneLeave: z.boolean(),
  /** Start when the element's scene is entered (global elements: when the game starts). */
  autoplay: z.boolean(),
  /** 0–1, multiplied with the player's channel and master volume. */
  volume: z.number().check(z.gte(0), z.lte(1)),
  /** Show a play/stop button on the stage; otherwise the sound is only controlled by rules. */
  showButton: z.boolean(),
  /** What the sound says or plays, as text (WCAG 1.2.1); the player offers it beside the sound. */
  transcript: z.string().check(z.maxLength(MAX_TRANSCRIPT)),
});
export type AudioProps = z.infer<typeof audioPropsSchema>;
export interface AudioState {
  isPlaying: boolean;
}

/** Effects the player's audio adapter performs. */
export type AudioEffect = "audio.play" | "audio.stop";

const play = (ctx: ActionContext<AudioProps, AudioState, AudioEffect>) => {
  if (!ctx.props.src) return;
  ctx.patch({ isPlaying: true });
  const { src, channel, loop, volume } = ctx.props;
  ctx.effect("audio.play", { src, channel, loop, volume });
};

export const audioDefinition = defineElement<AudioProps, AudioState, AudioEffect>({
  type: "audio",
  version: 1,
  schema: audioPropsSchema,
  defaultProps: () => ({
    src: "",
    channel: "effects",
    loop: false,
    stopOnSceneLeave: true,
    autoplay: false,
    volume: 1,
    showButton: false,
    transcript: "",
  }),
  fields: {
    src: { kind: "asset", accept: "audio", group: "content", order: 0 },
    channel: {
      kind: "select",
      group: "content",
      order: 1,
      options: AUDIO_CHANNELS,
      help: true,
    },
    volume: {
      kind: "slider",
      group: "content",
      order: 2,
      unit: "percent",
      min: 0,
      max: 1,
      step: 0.01,
    },
    autoplay: { kind: "switch", group: "behaviour", order: 0 },
    loop: { kind: "switch", group: "behaviour", order: 1 },
    stopOnSceneLeave: { kind: "switch", group: "behaviour", order: 2 },
    showButton: { kind: "switch", group: "behaviour", order: 3, help: true },
    transcript: { kind: "multilineText", group: "accessibility", order: 10, rows: 5, help: true },
  },
  accessibility: {
    // A sound effect may be decoration: then it needs no transcript.
    problems: (props) =>
      props.src && !props.transcript.trim()
        ? [{ code: "a11yMissingTranscript", field: "transcript", decorativeFixes: true }]
        : [],
  },
  defaultSize: { width: 64, height: 64 },
  migrations: [
    // Sounds from before transcripts have none (the accessibility checker asks for one).
    { id: "audio/transcript", up: (props) => ({ ...(props as object), transcript: "" }) },
  ],
  initialState: () => ({ isPlaying: false }),
  properties: {
    isPlaying: { type: "boolean", read: true, write: false },
  },
  triggers: {
    /** The sound reached its end (never while looping). */
    ended: {},
  },
  effects: {
    "audio.play": { handledBy: "player" },
    "audio.stop": { handledBy: "player" },
  },
  actions: {
    play: { run: (ctx) => play(ctx) },
    stop: {
      run: (ctx) => {
        ctx.patch({ isPlaying: false });
        ctx.effect("audio.stop");
      },
    },
    /** Sent by the player's audio adapter when the sound ends by itself. */
    ended: {
      internal: true,
      fromPlayer: true,
      run: (ctx) => {
        if (ctx.state.isPlaying) {
          ctx.patch({ isPlaying: false });
          ctx.emit("ended");
        }
      },
    },
  },
  onSceneEnter: (ctx) => {
    if (ctx.props.autoplay && !ctx.state.isPlaying) play(ctx);
  },
  onSceneLeave: (ctx) => {
    if (ctx.props.stopOnSceneLeave && ctx.state.isPlaying) {
      ctx.patch({ isPlaying: false });
      ctx.effect("audio.stop");
    }
  },
});
