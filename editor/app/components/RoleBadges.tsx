import { Badge } from "@radix-ui/themes";
import { useTranslation } from "react-i18next";

/**
 * A user's roles as badges: every account is an author ("Autor:in"), whatever else it may do; the
 * admin table and the dashboard say the same.
 */
export function RoleBadges({ roles }: { roles: readonly string[] }) {
  const { t } = useTranslation("editor");
  return (
    <>
      <Badge color="gray" variant="soft">
        {t("roles.USER")}
      </Badge>
      {roles.map((role) => (
        <Badge key={role} color="indigo" variant="soft">
          {t(`roles.${role}`)}
        </Badge>
      ))}
    </>
  );
}
