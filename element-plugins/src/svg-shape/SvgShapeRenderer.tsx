import { useTranslation } from "react-i18next";
import type { RendererProps } from "../contract/plugin";
import { shapePoints, type SvgShapeProps } from "./definition";

const visible = (color: string) => color !== "" && color !== "transparent";

export function SvgShapeRenderer({ element }: RendererProps<SvgShapeProps>) {
  const { t } = useTranslation("elements");
  const { shape } = element.props;
  // A fresh shape has a transparent background: it is filled with the theme's accent then.
  const fill = visible(element.background) ? element.background : "var(--eg-accent)";
  const stroke = element.borderWidth > 0 && visible(element.border) ? element.border : "none";
  const points = shapePoints(shape);
  const common = {
    fill,
    stroke,
    strokeWidth: element.borderWidth,
    vectorEffect: "non-scaling-stroke" as const,
    strokeLinejoin: "round" as const,
  };
  return (
    <svg
      className="eg-svg-shape"
      viewBox="0 0 100 100"
      preserveAspectRatio="none"
      width="100%"
      height="100%"
      role="img"
      aria-label={
        element.accessibleName || element.name || t(`svgShape.fields.shape.options.${shape}`)
      }
      style={{ display: "block", overflow: "visible" }}
    >
      {points === null ? (
        <ellipse cx="50" cy="50" rx="50" ry="50" {...common} />
      ) : (
        <polygon points={points} {...common} />
      )}
    </svg>
  );
}
