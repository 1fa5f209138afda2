import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { RendererProps } from "../contract/plugin";
import { usePluginHost } from "../contract/host";
import type { ImageProps } from "./definition";

export function ImageRenderer({ element, mode }: RendererProps<ImageProps>) {
  const { t } = useTranslation("elements");
  const host = usePluginHost();
  const { src, alt, fit } = element.props;
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  if (!src || failedSrc === src) {
    // In play an image without a picture takes no room in the accessibility tree; the editor says why it is empty.
    if (mode === "play" && !src) return null;
    return (
      <div className="eg-image-missing" role={failedSrc ? "alert" : undefined}>
        {failedSrc ? t("image.failed") : t("image.empty")}
      </div>
    );
  }
  return (
    <img
      className="eg-image"
      src={host.assetUrl(src)}
      alt={element.accessibleName || alt}
      draggable={false}
      onError={() => setFailedSrc(src)}
      style={{
        width: "100%",
        height: "100%",
        objectFit: fit,
        display: "block",
        userSelect: "none",
      }}
    />
  );
}
