import { Flex } from "@radix-ui/themes";
import { useTranslation } from "react-i18next";
import { requireRole } from "../../auth/guards.server";
import { PageHeader } from "../../components/PageHeader";
import type { AssetKind } from "../../gallery/client";
import { GalleryPanel } from "../../gallery/GalleryPanel";
import type { Route } from "./+types/gallery";

const KIND_BY_PATH: Record<string, AssetKind> = {
  "image-gallery": "IMAGE",
  "video-gallery": "VIDEO",
  "audio-gallery": "AUDIO",
};

/** /dashboard/{image,video,audio}-gallery [moderator]: the curated library of one kind. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireRole(request, "MODERATOR");
  const segment = new URL(request.url).pathname.split("/").filter(Boolean).pop() ?? "";
  const kind = KIND_BY_PATH[segment];
  if (!kind) throw new Response("Not found", { status: 404 });
  return { kind };
}

export default function GalleryPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("gallery");
  const { kind } = loaderData;
  return (
    <Flex direction="column" gap="4" p="5" style={{ maxWidth: 1200 }}>
      <title>{`${t(`page.${kind}.title`)} – Exitgame Studio`}</title>
      <PageHeader title={t(`page.${kind}.title`)} description={t(`page.${kind}.intro`)} />
      <GalleryPanel
        key={kind}
        kind={kind}
        libraries={["CURATED", "MINE"]}
        uploadToCurated
        canCreateTags
      />
    </Flex>
  );
}
