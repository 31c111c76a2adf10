// /admin/inbox: contact messages; opening one marks it read; delete is confirmed and permanent.
import { AdminMessages, type ContactMessage } from '@oeuvre/contract';
import { useState } from 'react';
import { useSWRConfig } from 'swr';
import { useAdmin } from '../../admin-context.tsx';
import { ConfirmAlert } from '../../components/ConfirmAlert.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { useRunAction } from '../../lib/use-action.ts';
import { STATS_KEY } from '../../lib/use-stats.ts';
import { InboxMessage } from './InboxMessage.tsx';
import { useInbox } from './api/use-inbox.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { ListState } from '../../components/ListState.tsx';

export function InboxPage() {
  usePageTitle('Inbox');
  const { client } = useAdmin();
  const { mutate: mutateAny } = useSWRConfig();
  const run = useRunAction();
  const inbox = useInbox();
  const { data: messages, mutate } = inbox;
  const [openId, setOpenId] = useState<number | null>(null);
  const [deleting, setDeleting] = useState<ContactMessage | null>(null);

  const open = async (message: ContactMessage) => {
    const opening = openId !== message.id;
    setOpenId(opening ? message.id : null);
    if (!opening || message.isRead) return;
    const result = await run(() => client.admin.inbox.markRead({ params: { id: message.id } }), {
      failure: { title: AdminMessages.markReadFailed },
    });
    if (result.ok) {
      await mutate((list) => list?.map((m) => (m.id === message.id ? result.value : m)), {
        revalidate: false,
      });
      void mutateAny(STATS_KEY);
    }
  };

  const remove = async (message: ContactMessage) => {
    const result = await run(() => client.admin.inbox.remove({ params: { id: message.id } }), {
      success: { title: 'Message Deleted', description: message.subject },
      failure: { title: AdminMessages.deleteMessageFailed },
    });
    if (result.ok) {
      await mutate((list) => list?.filter((m) => m.id !== message.id), { revalidate: true });
      void mutateAny(STATS_KEY);
    }
  };

  const unread = messages?.filter((m) => !m.isRead).length ?? 0;
  return (
    <div className="admin-page">
      <PageHeader
        title="Inbox"
        lead={
          messages
            ? `${messages.length} ${messages.length === 1 ? 'message' : 'messages'}, ${unread} unread.`
            : 'Messages sent through the contact form.'
        }
      />
      <ListState
        load={inbox}
        what="messages"
        label="Messages"
        empty={{
          icon: 'inbox',
          title: 'No messages',
          description: 'Messages sent through the contact form appear here.',
        }}
      >
        {(message) => (
          <InboxMessage
            message={message}
            open={openId === message.id}
            onToggle={() => void open(message)}
            onDelete={() => setDeleting(message)}
          />
        )}
      </ListState>
      <ConfirmAlert
        isOpen={deleting !== null}
        title={deleting ? `Delete the message from ${deleting.name}?` : ''}
        confirmText="Delete"
        onConfirm={() => (deleting ? remove(deleting) : undefined)}
        onClose={() => setDeleting(null)}
      >
        <p>“{deleting?.subject}” will be deleted permanently.</p>
      </ConfirmAlert>
    </div>
  );
}
