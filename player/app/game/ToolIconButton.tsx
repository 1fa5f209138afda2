import { IconButton } from "@radix-ui/themes";
import type { ComponentProps } from "react";

/** A round tool button beside the stage (sound settings, time choices): one look for all. */
export function ToolIconButton(props: ComponentProps<typeof IconButton>) {
  return <IconButton size="3" variant="solid" color="gray" highContrast radius="full" {...props} />;
}
