// /admin/outbox: every email the site sent or will send, how delivery went, and the message as rendered.
import { Button, Callout, Card, Classes, Dialog, DialogBody, Tag, type Intent } from '@blueprintjs/core';
import type { EmailKind, OutboxMessageView, OutboxStatus } from '@oeuvre/contract';
import { useState } from 'react';
import { PageHeader } from '../../components/PageHeader.tsx';
import { formatDayAndTime } from '@oeuvre/ui/lib/dates';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { useOutbox } from './api/use-outbox.ts';
import { ListState } from '../../components/ListState.tsx';
import { Email } from '../../components/Email.tsx';

const STATUS: Record<OutboxStatus, { label: string; intent: Intent }> = {
  queued: { label: 'Queued', intent: 'none' },
  sending: { label: 'Sending', intent: 'primary' },
  sent: { label: 'Sent', intent: 'success' },
  failed: { label: 'Failed', intent: 'danger' },
};

const KIND: Record<EmailKind, string> = {
  profile_approved: 'Profile approved',
  profile_not_approved: 'Profile not approved',
  connection_request: 'Support request',
  request_accepted: 'Request accepted',
  contact_message: 'Contact message',
  csv_import_finished: 'CSV import finished',
};

export function OutboxPage() {
  usePageTitle('Outbox');
  const outbox = useOutbox();
  const { data, mutate } = outbox;
  const [shown, setShown] = useState<OutboxMessageView | null>(null);

  return (
    <div className="admin-page">
      <PageHeader
        title="Outbox"
        lead={
          data
            ? `${data.total} ${data.total === 1 ? 'email' : 'emails'}${data.total > data.items.length ? `, the newest ${data.items.length} shown` : ''}.`
            : 'Emails the site sends: approvals, requests, contact messages, imports.'
        }
        actions={<Button icon="refresh" text="Refresh" onClick={() => void mutate()} />}
      />
      {data && !data.smtpConfigured ? (
        <Callout intent="warning" title="No SMTP server is configured" className="admin-outbox__notice">
          Emails are not sent: they wait here, queued, and go out once the server runs with SMTP_URL set.
        </Callout>
      ) : null}
      <ListState
        load={{ ...outbox, data: outbox.data?.items }}
        what="emails"
        label="Emails"
        empty={{ icon: 'envelope', title: 'No emails', description: 'Emails the site sends appear here.' }}
      >
        {(message) => (
          <Card className="admin-row">
            <div className="admin-row__main">
              <p className="admin-row__title">
                <span>{message.subject}</span>
                <Tag intent={STATUS[message.status].intent} round>
                  {STATUS[message.status].label}
                </Tag>
              </p>
              <p className="admin-muted">
                To <Email address={message.recipient} /> · {KIND[message.kind]} ·{' '}
                <time dateTime={message.sentAt ?? message.createdAt}>
                  {formatDayAndTime(message.sentAt ?? message.createdAt)}
                </time>
                {message.attempts > 1 ? ` · ${message.attempts} attempts` : ''}
              </p>
              {message.lastError ? (
                <p className={`admin-outbox__error ${Classes.TEXT_SMALL}`}>
                  Server answer: {message.lastError}
                </p>
              ) : null}
            </div>
            <div className="admin-row__actions">
              <Button
                icon="eye-open"
                text="View"
                aria-label={`View the email “${message.subject}” to ${message.recipient}`}
                onClick={() => setShown(message)}
              />
            </div>
          </Card>
        )}
      </ListState>
      <Dialog
        isOpen={shown !== null}
        onClose={() => setShown(null)}
        title={shown?.subject ?? ''}
        style={{ width: 640 }}
      >
        {shown ? (
          <DialogBody>
            <p className="admin-muted">
              To <Email address={shown.recipient} /> · {STATUS[shown.status].label}
            </p>
            <pre className="admin-outbox__text">{shown.text}</pre>
          </DialogBody>
        ) : null}
      </Dialog>
    </div>
  );
}
