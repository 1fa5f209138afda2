import { defineElement } from "@exitgame/engine";
import { z } from "zod/mini";
import { MAX_MEDIA_SRC } from "../contract/media";

export const MAX_CAPTION_TRACKS = 10;
export const captionTrackSchema = z.object({
  /** A captions asset id of the game gallery (a .vtt file). */
  assetId: z.string().check(z.minLength(1), z.maxLength(MAX_MEDIA_SRC)),
  /** BCP 47 language tag. */
  language: z
    .string()
    .check(
      z.minLength(2),
      z.maxLength(35),
      z.regex(/^[A-Za-z]{2,3}(-[A-Za-z0-9]{1,8})*$/, { message: "video.errors.captionLanguage" }),
    ),
  label: z.string().check(z.minLength(1), z.maxLength(100)),
});

export const videoPropsSchema = z
  .object({
    /** A video asset id of the game gallery (or an https URL). Empty until one is chosen. */
    src: z.string().check(z.maxLength(MAX_MEDIA_SRC)),
    loop: z.boolean(),
    /** Browsers only start videos by themselves without sound, so autoplay needs `muted`. */
    autoplay: z.boolean(),
    muted: z.boolean(),
    showControls: z.boolean(),
    /** Caption tracks (WebVTT assets of the gallery), WCAG 1.2.2; the first is the default. */
    captions: z.array(captionTrackSchema).check(z.maxLength(MAX_CAPTION_TRACKS)),
  })
  .check(
    z.refine((p) => !p.autoplay || p.muted, {
      message: "video.errors.autoplayNeedsMuted",
      path: ["autoplay"],
    }),
  );
export type VideoProps = z.infer<typeof videoPropsSchema>;

export type VideoStatus = "stopped" | "playing" | "paused";
export interface VideoState {
  status: VideoStatus;
}

/** Effects the video's own renderer performs on its <video>. */
export type VideoEffect = "video.play" | "video.pause" | "video.stop";

export const videoDefinition = defineElement<VideoProps, VideoState, VideoEffect>({
  type: "video",
  version: 1,
  schema: videoPropsSchema,
  defaultProps: () => ({
    src: "",
    loop: false,
    autoplay: false,
    muted: false,
    showControls: true,
    captions: [],
  }),
  fields: {
    src: { kind: "asset", accept: "video", group: "content", order: 0 },
    showControls: { kind: "switch", group: "behaviour", order: 0 },
    muted: { kind: "switch", group: "behaviour", order: 1 },
    autoplay: { kind: "switch", group: "behaviour", order: 2, help: true },
    loop: { kind: "switch", group: "behaviour", order: 3 },
    captions: { kind: "captions", group: "accessibility", order: 10, help: true },
  },
  accessibility: {
    // A muted video (a moving background) may be decoration: then it needs no captions.
    problems: (props) =>
      props.src && props.captions.length === 0
        ? [{ code: "a11yMissingCaptions", field: "captions", decorativeFixes: props.muted }]
        : [],
  },
  defaultSize: { width: 640, height: 360 },
  migrations: [
    // Videos from before captions have none (the accessibility checker asks for them).
    { id: "video/captions", up: (props) => ({ ...(props as object), captions: [] }) },
  ],
  initialState: () => ({ status: "stopped" }),
  properties: {},
  triggers: {
    /** The video reached its end (never while looping). */
    ended: {},
  },
  effects: {
    "video.play": { handledBy: "renderer" },
    "video.pause": { handledBy: "renderer" },
    "video.stop": { handledBy: "renderer" },
  },
  actions: {
    play: {
      run: (ctx) => {
        ctx.patch({ status: "playing" });
        ctx.effect("video.play");
      },
    },
    pause: {
      run: (ctx) => {
        if (ctx.state.status === "playing") {
          ctx.patch({ status: "paused" });
          ctx.effect("video.pause");
        }
      },
    },
    stop: {
      run: (ctx) => {
        ctx.patch({ status: "stopped" });
        ctx.effect("video.stop");
      },
    },
    /** The renderer reports what the player did with the controls, or that the video ended. */
    report: {
      internal: true,
      fromPlayer: true,
      args: z.object({
        status: z.enum(["stopped", "playing", "paused"]),
        ended: z.optional(z.boolean()),
      }),
      run: (ctx, args: { status: VideoStatus; ended?: boolean }) => {
        if (ctx.state.status !== args.status) ctx.patch({ status: args.status });
        if (args.ended) ctx.emit("ended");
      },
    },
  },
  onSceneEnter: (ctx) => {
    if (ctx.props.autoplay && ctx.props.src) {
      ctx.patch({ status: "playing" });
      ctx.effect("video.play");
    }
  },
  onSceneLeave: (ctx) => {
    if (ctx.state.status === "playing") {
      ctx.patch({ status: "paused" });
      ctx.effect("video.pause");
    }
  },
});
