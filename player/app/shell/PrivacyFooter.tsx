import { useTranslation } from "react-i18next";
import "./privacy-footer.css";

/**
 * The privacy links in the footer of every page of both apps (issue 27). Plain links: the
 * privacy pages belong to the player app, a full page load from the editor.
 */
export function PrivacyFooter() {
  const { t } = useTranslation("shell");
  return (
    <footer className="eg-privacy-footer" data-testid="privacy-footer">
      <nav aria-label={t("privacy.nav")}>
        <a href="/privacy">{t("privacy.students")}</a>
        <a href="/privacy/teachers">{t("privacy.teachers")}</a>
        <a href="/privacy/processing">{t("privacy.processing")}</a>
      </nav>
    </footer>
  );
}
