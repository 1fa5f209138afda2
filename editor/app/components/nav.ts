import type { ComponentType } from "react";
import type { Role, SessionUser } from "../auth/session";
import {
  AudioIcon,
  GamesIcon,
  HomeIcon,
  ImageIcon,
  KeyIcon,
  ShieldIcon,
  TagIcon,
  TrophyIcon,
  VideoIcon,
} from "./icons";

export interface NavItem {
  /** i18n key under nav. */
  key: string;
  href: string;
  icon: ComponentType;
  /** Needed role; none: every logged-in user. */
  role?: Role;
  /** i18n key under dashboard.cards, for the dashboard home. */
  card?: string;
}

/** The dashboard sidebar, in its order. */
export const NAV_ITEMS: readonly NavItem[] = [
  { key: "home", href: "/dashboard", icon: HomeIcon },
  { key: "games", href: "/dashboard/games", icon: GamesIcon, card: "games" },
  {
    key: "competitions",
    href: "/dashboard/competitions",
    icon: TrophyIcon,
    role: "COMPETITION_MANAGER",
    card: "competitions",
  },
  {
    key: "accessCodes",
    href: "/dashboard/competitions/access-codes",
    icon: KeyIcon,
    role: "COMPETITION_MANAGER",
    card: "accessCodes",
  },
  {
    key: "imageGallery",
    href: "/dashboard/image-gallery",
    icon: ImageIcon,
    role: "MODERATOR",
    card: "galleries",
  },
  { key: "videoGallery", href: "/dashboard/video-gallery", icon: VideoIcon, role: "MODERATOR" },
  { key: "audioGallery", href: "/dashboard/audio-gallery", icon: AudioIcon, role: "MODERATOR" },
  { key: "tags", href: "/dashboard/tags", icon: TagIcon, role: "MODERATOR", card: "tags" },
  { key: "admin", href: "/admin", icon: ShieldIcon, role: "ADMIN", card: "admin" },
];

/** Only the entries the viewer's roles open. */
export function visibleNav(user: Pick<SessionUser, "roles"> | null): NavItem[] {
  return NAV_ITEMS.filter((item) => !item.role || !!user?.roles.includes(item.role));
}
