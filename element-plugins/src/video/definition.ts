import { defineElement } from "@exitgame/engine";
import { z } from "zod";
import { MAX_MEDIA_SRC } from "../contract/media";

export const videoPropsSchema = z
  .object({
    /** A video asset id of the game gallery (or an https URL). Empty until one is chosen. */
    src: z.string().max(MAX_MEDIA_SRC),
    loop: z.boolean(),
    /** Browsers only start videos by themselves without sound, so autoplay needs `muted`. */
    autoplay: z.boolean(),
    muted: z.boolean(),
    showControls: z.boolean(),
  })
  .refine((p) => !p.autoplay || p.muted, {
    message: "video.errors.autoplayNeedsMuted",
    path: ["autoplay"],
  });
export type VideoProps = z.infer<typeof videoPropsSchema>;

export type VideoStatus = "stopped" | "playing" | "paused";
export interface VideoState {
  status: VideoStatus;
}

export const videoDefinition = defineElement<VideoProps, VideoState>({
  type: "video",
  version: 0,
  schema: videoPropsSchema,
  defaultProps: () => ({ src: "", loop: false, autoplay: false, muted: false, showControls: true }),
  defaultSize: { width: 640, height: 360 },
  migrations: [],
  initialState: () => ({ status: "stopped" }),
  properties: {},
  triggers: {
    /** The video reached its end (never while looping). */
    ended: {},
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
      args: z.object({
        status: z.enum(["stopped", "playing", "paused"]),
        ended: z.boolean().optional(),
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
