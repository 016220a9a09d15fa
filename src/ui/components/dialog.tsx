import type { ReactNode } from 'react';
import { Dialog as ArkDialog } from '@ark-ui/react/dialog';
import { Portal } from '@ark-ui/react/portal';
import { dialog } from '#styled-system/recipes';
import { CloseIcon } from './icons';

/** Props of {@link Dialog}. */
export type DialogProps = {
  open: boolean;
  /** Called with false when the user presses Escape, clicks the backdrop or the close button. */
  onOpenChange(open: boolean): void;
  title: string;
  description?: ReactNode;
  children?: ReactNode;
  /** Buttons at the bottom, right-aligned. */
  footer?: ReactNode;
  /** 'alertdialog' for confirmations that interrupt; Ark then focuses the close button first. */
  role?: 'dialog' | 'alertdialog';
  /** 'xl' for a detail view that needs room; confirmations stay 'md'. */
  size?: 'md' | 'xl';
  /** The close button's name ('Cerrar'); the English /chat gives its own. */
  closeLabel?: string;
};

/** A controlled modal on Ark's Dialog: focus trapped inside, Escape and backdrop close, focus restored after. */
export function Dialog({
  open,
  onOpenChange,
  title,
  description,
  children,
  footer,
  role = 'dialog',
  size = 'md',
  closeLabel = 'Cerrar',
}: DialogProps) {
  const styles = dialog({ size });
  return (
    <ArkDialog.Root
      open={open}
      onOpenChange={(details) => onOpenChange(details.open)}
      role={role}
      lazyMount
      unmountOnExit
    >
      <Portal>
        <ArkDialog.Backdrop className={styles.backdrop} />
        <ArkDialog.Positioner className={styles.positioner}>
          <ArkDialog.Content className={styles.content}>
            <div className={styles.header}>
              <ArkDialog.Title className={styles.title}>{title}</ArkDialog.Title>
              {hasContent(description) && (
                // A div, not Ark's default <p>, so a description may hold block content.
                <ArkDialog.Description asChild>
                  <div className={styles.description}>{description}</div>
                </ArkDialog.Description>
              )}
            </div>
            {hasContent(children) && <div className={styles.body}>{children}</div>}
            {hasContent(footer) && <div className={styles.footer}>{footer}</div>}
            <ArkDialog.CloseTrigger aria-label={closeLabel} className={styles.closeTrigger}>
              <CloseIcon />
            </ArkDialog.CloseTrigger>
          </ArkDialog.Content>
        </ArkDialog.Positioner>
      </Portal>
    </ArkDialog.Root>
  );
}

function hasContent(node: ReactNode): boolean {
  return node !== undefined && node !== null && node !== false && node !== '';
}
