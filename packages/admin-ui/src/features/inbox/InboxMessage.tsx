import { Button, Card, Collapse, Icon, Tag } from '@blueprintjs/core';
import type { ContactMessage } from '@oeuvre/contract';
import { useId } from 'react';
import { formatDay } from '@oeuvre/ui/lib/dates';
import { Email } from '../../components/Email.tsx';

interface InboxMessageProps {
  message: ContactMessage;
  open: boolean;
  onToggle(): void;
  onDelete(): void;
}

/** A message's header is a button that opens it; its text is shown as plain text, never as HTML. */
export function InboxMessage({ message, open, onToggle, onDelete }: InboxMessageProps) {
  const bodyId = useId();
  return (
    <Card className={`admin-message${message.isRead ? '' : ' admin-message--unread'}`}>
      <button
        type="button"
        className="admin-message__header"
        aria-expanded={open}
        aria-controls={bodyId}
        onClick={onToggle}
      >
        <Icon icon={open ? 'chevron-down' : 'chevron-right'} aria-hidden />
        <span className="admin-message__from">{message.name}</span>
        <span className="admin-message__subject">{message.subject}</span>
        {message.isRead ? null : (
          <Tag intent="danger" round>
            New
          </Tag>
        )}
        <time className="admin-message__date" dateTime={message.createdAt}>
          {formatDay(message.createdAt)}
        </time>
      </button>
      <Collapse isOpen={open}>
        <div id={bodyId} className="admin-message__body">
          <p className="admin-muted">
            From {message.name} &lt;<a href={`mailto:${message.email}`}>
              <Email address={message.email} />
            </a>&gt;
          </p>
          <p className="admin-message__text">{message.message}</p>
          <Button icon="trash" intent="danger" variant="outlined" text="Delete" onClick={onDelete} />
        </div>
      </Collapse>
    </Card>
  );
}
