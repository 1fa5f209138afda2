import { useTranslation } from "react-i18next";
import { Notice } from "../forms/Field";

/** On login and registration from an invitation's link: whose invitation, to what, for which address. */
export function InviteNotice({
  invite,
  mode,
}: {
  invite: { email: string; role: "COAUTHOR" | "VIEWER"; gameTitle: string; sharedBy: string };
  mode: "login" | "register";
}) {
  const { t } = useTranslation("sharing");
  return (
    <div data-testid="invite-notice">
      <Notice color="blue">
        {t(mode === "login" ? "invite.login" : "invite.register", {
          name: invite.sharedBy,
          title: invite.gameTitle,
          role: t(`roles.${invite.role}`),
          email: invite.email,
        })}
      </Notice>
    </div>
  );
}
