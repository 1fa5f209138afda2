import { AlertDialog, Button, Flex } from "@radix-ui/themes";
import type { ReactNode } from "react";

/**
 * The dashboard's confirmation for a destructive step (delete, revoke): a title, what will
 * happen, Cancel and the red confirming button, which closes the dialog and runs `onConfirm`.
 */
export function ConfirmDialog(props: {
  open: boolean;
  onOpenChange(open: boolean): void;
  title: ReactNode;
  text: ReactNode;
  cancelLabel: ReactNode;
  confirmLabel: ReactNode;
  onConfirm(): void;
  maxWidth?: string;
}) {
  return (
    <AlertDialog.Root open={props.open} onOpenChange={props.onOpenChange}>
      <AlertDialog.Content maxWidth={props.maxWidth ?? "440px"}>
        <AlertDialog.Title>{props.title}</AlertDialog.Title>
        <AlertDialog.Description size="2">{props.text}</AlertDialog.Description>
        <Flex gap="3" mt="4" justify="end">
          <AlertDialog.Cancel>
            <Button variant="soft" color="gray">
              {props.cancelLabel}
            </Button>
          </AlertDialog.Cancel>
          <AlertDialog.Action>
            <Button color="red" onClick={props.onConfirm}>
              {props.confirmLabel}
            </Button>
          </AlertDialog.Action>
        </Flex>
      </AlertDialog.Content>
    </AlertDialog.Root>
  );
}
