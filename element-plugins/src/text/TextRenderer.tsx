import { useLayoutEffect, useRef, useState } from "react";
import type { RendererProps } from "../contract/plugin";
import type { TextProps } from "./definition";
import { fitFontSize, MIN_FONT_SIZE_IN_REM, overflows, textStyle } from "./fit";

export function TextRenderer({ element }: RendererProps<TextProps>) {
  const { props, width, height } = element;
  const box = useRef<HTMLDivElement>(null);
  // "shrink": the size that fits, measured after layout (editor and player alike).
  const [shrunk, setShrunk] = useState<number | null>(null);
  useLayoutEffect(() => {
    const node = box.current;
    if (!node || props.fit !== "shrink") return setShrunk(null);
    const size = fitFontSize(props.fontSizeInRem, MIN_FONT_SIZE_IN_REM, (s) => {
      node.style.fontSize = `${s}rem`;
      return !overflows(node);
    });
    node.style.fontSize = `${size}rem`;
    setShrunk(size);
    // Measured again whenever the layout can change: the text, its weight and the box's size.
    // oxlint-disable-next-line react/exhaustive-effect-dependencies
  }, [props.fit, props.text, props.fontSizeInRem, props.bold, width, height]);
  const style = textStyle(props);
  if (shrunk !== null) style.fontSize = `${shrunk}rem`;
  return (
    <div ref={box} className="eg-text" data-fit={props.fit} style={style}>
      {props.text}
    </div>
  );
}
