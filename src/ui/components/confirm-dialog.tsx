import type { ReactNode } from 'react';
import { Alert } from './alert';
import { Button } from './button';
import { Dialog } from './dialog';

/** Props of {@link ConfirmDialog}. */
export type ConfirmDialogProps = {
  open: boolean;
  title: string;
  message?: ReactNode;
  /** 'danger' paints the confirm button red; 'warning' and 'info' use the brand colour. */
  type?: 'danger' | 'warning' | 'info';
  confirmText?: string;
  cancelText?: string;
  /** The close button's name ('Cerrar'). */
  closeLabel?: string;
  /** The action is running: both buttons are disabled and the dialog cannot be dismissed. */
  busy?: boolean;
  /** Replaces the confirm text while busy, e.g. 'Eliminando...'. */
  busyText?: string;
  confirmDisabled?: boolean;
  /** A failure of the confirmed action, shown inside the dialog. */
  error?: string | null;
  children?: ReactNode;
  onConfirm(): void;
  onCancel(): void;
};

/** Asks the user to confirm an action (usually destructive) and reports its progress and failure in place. */
export function ConfirmDialog({
  open,
  title,
  message,
  type = 'danger',
  confirmText = 'Confirmar',
  cancelText = 'Cancelar',
  closeLabel,
  busy = false,
  busyText,
  confirmDisabled = false,
  error,
  children,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const hasBody = children !== undefined || Boolean(error);
  return (
    <Dialog
      open={open}
      role="alertdialog"
      closeLabel={closeLabel}
      title={title}
      description={message}
      // Escape, the backdrop and the close button mean "cancel", except while the action runs.
      onOpenChange={(next) => {
        if (!next && !busy) onCancel();
      }}
      footer={
        <>
          <Button variant="outline" onClick={onCancel} disabled={busy}>
            {cancelText}
          </Button>
          <Button
            variant={type === 'danger' ? 'danger' : 'solid'}
            onClick={onConfirm}
            loading={busy}
            disabled={confirmDisabled}
          >
            {busy && busyText ? busyText : confirmText}
          </Button>
        </>
      }
    >
      {hasBody ? (
        <>
          {children}
          {error ? <Alert tone="error">{error}</Alert> : null}
        </>
      ) : undefined}
    </Dialog>
  );
}
