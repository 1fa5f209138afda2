import type { RendererProps } from "../contract/plugin";
import type { TextProps } from "./definition";

const JUSTIFY = { left: "flex-start", center: "center", right: "flex-end" } as const;

export function TextRenderer({ element }: RendererProps<TextProps>) {
  const { text, fontSizeInRem, textAlign, color, bold } = element.props;
  return (
    <div
      className="eg-text"
      style={{
        width: "100%",
        height: "100%",
        display: "flex",
        alignItems: "center",
        justifyContent: JUSTIFY[textAlign],
        textAlign,
        color: color || "var(--eg-text)",
        fontSize: `${fontSizeInRem}rem`,
        fontWeight: bold ? 700 : 400,
        lineHeight: 1.3,
        whiteSpace: "pre-wrap",
        overflowWrap: "anywhere",
      }}
    >
      {text}
    </div>
  );
}
