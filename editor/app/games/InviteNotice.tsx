import { useTranslation } from "react-i18next";
import { Notice } from "../forms/Field";
import { PartStrings } from "../lazy-strings";

interface InviteNoticeProps {
  invite: { email: string; role: "COAUTHOR" | "VIEWER"; gameTitle: string; sharedBy: string };
  mode: "login" | "register";
}

/**
 * On login and registration from an invitation's link: whose invitation, to what, for which
 * address. Its words are the sharing dialog's (`dialogs` strings, loaded with it).
 */
export function InviteNotice(props: InviteNoticeProps) {
  return (
    <PartStrings parts={["dialogs"]}>
      <InviteText {...props} />
    </PartStrings>
  );
}

function InviteText({ invite, mode }: InviteNoticeProps) {
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
