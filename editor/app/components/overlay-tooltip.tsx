/**
 * Radix Themes' tooltip, loaded on first hover or focus (lazy-overlay.tsx), inside the tooltip
 * provider that Radix Themes' `Theme` would otherwise hold for the whole page (theme-radix.ts),
 * with the Theme's delay.
 */
import { Tooltip as ThemesTooltip } from "@radix-ui/themes";
import { Tooltip as TooltipPrimitive } from "radix-ui";
import type { ComponentProps } from "react";

export function Tooltip(props: ComponentProps<typeof ThemesTooltip>) {
  return (
    <TooltipPrimitive.Provider delayDuration={200}>
      <ThemesTooltip {...props} />
    </TooltipPrimitive.Provider>
  );
}
