// A confirmation before anything that cannot be undone; nothing happens unless the confirm button is chosen.
import { Alert, type Intent } from '@blueprintjs/core';
import { type ReactNode, useState } from 'react';

interface ConfirmAlertProps {
  isOpen: boolean;
  title: string;
  children: ReactNode;
  confirmText: string;
  intent?: Intent;
  /** Resolves when the change is done (the alert shows it is working meanwhile). */
  onConfirm(): Promise<unknown> | void;
  onClose(): void;
}

export function ConfirmAlert({
  isOpen,
  title,
  children,
  confirmText,
  intent = 'danger',
  onConfirm,
  onClose,
}: ConfirmAlertProps) {
  const [working, setWorking] = useState(false);

  const confirm = async () => {
    setWorking(true);
    try {
      await onConfirm();
    } finally {
      setWorking(false);
      onClose();
    }
  };

  return (
    <Alert
      isOpen={isOpen}
      intent={intent}
      icon={intent === 'danger' ? 'warning-sign' : 'help'}
      confirmButtonText={confirmText}
      cancelButtonText="Cancel"
      canEscapeKeyCancel={!working}
      canOutsideClickCancel={!working}
      loading={working}
      onConfirm={() => void confirm()}
      onCancel={onClose}
      className="admin-confirm"
    >
      <h2 className="admin-confirm__title">{title}</h2>
      <div className="admin-confirm__body">{children}</div>
    </Alert>
  );
}
