/** Initials of other authors on a scene (presence), each with a stable colour and their name. */
import { useTranslation } from "react-i18next";
import { hueOf, initials, type OtherAuthor } from "./presence";

export function PresenceAvatars({ authors }: { authors: readonly OtherAuthor[] }) {
  const { t } = useTranslation("sceneEditor");
  if (authors.length === 0) return null;
  const names = [...new Set(authors.map((a) => a.name))].join(", ");
  return (
    <span
      className="se-presence"
      role="img"
      aria-label={t("coauthor.presence.label", { names })}
      title={t("coauthor.presence.label", { names })}
      data-testid="presence"
    >
      {authors.slice(0, 3).map((a) => (
        <span
          key={a.clientId}
          className="se-presence-avatar"
          style={{ background: `hsl(${hueOf(a.userId)} 60% 40%)` }}
          aria-hidden
        >
          {initials(a.name)}
        </span>
      ))}
      {authors.length > 3 ? (
        <span className="se-presence-avatar se-presence-more" aria-hidden>
          +{authors.length - 3}
        </span>
      ) : null}
    </span>
  );
}
