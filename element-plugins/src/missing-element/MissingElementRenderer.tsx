import { useTranslation } from "react-i18next";
import type { RendererProps } from "../contract/plugin";
import type { MissingElementProps } from "./definition";

export function MissingElementRenderer({ element }: RendererProps<MissingElementProps>) {
  const { t } = useTranslation("elements");
  return (
    <div
      className="eg-missing-element"
      role="note"
      style={{
        width: "100%",
        height: "100%",
        boxSizing: "border-box",
        display: "flex",
        flexDirection: "column",
        alignItems: "center",
        justifyContent: "center",
        gap: "0.25rem",
        padding: "0.5rem",
        border: "2px dashed #b45309",
        borderRadius: 6,
        background:
          "repeating-linear-gradient(45deg, #fef3c7, #fef3c7 10px, #fde68a 10px, #fde68a 20px)",
        color: "#78350f",
        fontSize: "0.875rem",
        textAlign: "center",
        overflow: "hidden",
      }}
    >
      <strong>{t("missingElement.placeholder", { type: element.props.originalType })}</strong>
      <span>{t("missingElement.hint")}</span>
    </div>
  );
}
