// /admin/users: a table of every account, searched as you type, sorted and paged by the server, with make/remove
// admin, freeze/unfreeze and delete, each confirmed.
import { Button, Tag } from '@blueprintjs/core';
import { AdminMessages, type AdminUser } from '@oeuvre/contract';
import { useState } from 'react';
import { useSWRConfig } from 'swr';
import { useAdmin } from '../../admin-context.tsx';
import { ArtistAvatar } from '../../components/ArtistAvatar.tsx';
import { ConfirmAlert } from '../../components/ConfirmAlert.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { ServerTable } from '../../components/table/ServerTable.tsx';
import { formatDay } from '@oeuvre/ui/lib/dates';
import { useRunAction } from '../../lib/use-action.ts';
import { STATS_KEY } from '../../lib/use-stats.ts';
import { USER_ACTIONS, type UserActionId, userName } from './user-actions.ts';
import { useUsers } from './api/use-users.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { Email } from '../../components/Email.tsx';

export function UsersPage() {
  usePageTitle('Users');
  const { client } = useAdmin();
  const { mutate: mutateAny } = useSWRConfig();
  const run = useRunAction();
  const table = useUsers();
  const { mutate } = table;
  const [pending, setPending] = useState<{ user: AdminUser; action: UserActionId } | null>(null);

  const perform = async ({ user, action }: { user: AdminUser; action: UserActionId }) => {
    const definition = USER_ACTIONS[action];
    const result = await run(() => definition.call(client, user.id), {
      success: { title: definition.success, description: userName(user) },
      failure: { title: definition.failure, description: AdminMessages.tryAgain },
    });
    if (!result.ok) return;
    const changed = result.value;
    await mutate(
      (current) =>
        current && {
          ...current,
          items: changed
            ? current.items.map((u) => (u.id === changed.id ? changed : u))
            : current.items.filter((u) => u.id !== user.id),
        },
      { revalidate: true },
    );
    void mutateAny(STATS_KEY);
  };

  const action = pending ? USER_ACTIONS[pending.action] : null;
  const name = pending ? userName(pending.user) : '';
  return (
    <div className="admin-page">
      <PageHeader title="Users" lead="Admin rights, frozen accounts and deletions." />
      <ServerTable
        table={table}
        label="Users"
        what="users"
        searchPlaceholder="Search by name or email"
        searchLabel="Search users"
        emptyIcon="user"
        emptyTitle="No users yet"
        noMatchTitle="No users match your search"
        columns={[
          { label: 'Name', column: 'name' },
          { label: 'Email', column: 'email', className: 'admin-table__wide' },
          { label: 'Joined', column: 'created', firstOrder: 'desc', className: 'admin-table__wide' },
        ]}
        row={(user) => <UserRow key={user.id} user={user} onAction={(id) => setPending({ user, action: id })} />}
      />
      <ConfirmAlert
        isOpen={pending !== null}
        title={action ? action.confirmTitle(name) : ''}
        confirmText={action?.confirmText ?? ''}
        intent={action?.intent}
        onConfirm={() => (pending ? perform(pending) : undefined)}
        onClose={() => setPending(null)}
      >
        <p>{action?.explanation(name)}</p>
      </ConfirmAlert>
    </div>
  );
}

function UserRow({ user, onAction }: { user: AdminUser; onAction(action: UserActionId): void }) {
  const name = userName(user);
  const button = (id: UserActionId, icon: Parameters<typeof Button>[0]['icon']) => (
    <Button
      icon={icon}
      text={USER_ACTIONS[id].label}
      variant="minimal"
      intent={id === 'remove' ? 'danger' : 'none'}
      onClick={() => onAction(id)}
      aria-label={`${USER_ACTIONS[id].label} ${name}`}
    />
  );
  return (
    <tr data-user-email={user.email}>
      <td>
        <div className="admin-table__person">
          <ArtistAvatar name={name} imageUrl={user.profileImageUrl} size={32} />
          <div>
            <span className="admin-table__name">{name}</span>{' '}
            {user.isAdmin ? (
              <Tag intent="primary" minimal>
                Admin
              </Tag>
            ) : null}{' '}
            {user.isFrozen ? (
              <Tag intent="warning" minimal>
                Frozen
              </Tag>
            ) : null}{' '}
            {user.hasProfile ? <Tag minimal>Artist profile</Tag> : null}
            <span className="admin-muted admin-table__narrow">
              <Email address={user.email} oneLine /> · Joined {formatDay(user.createdAt)}
            </span>
          </div>
        </div>
      </td>
      <td className="admin-table__wide">
        <Email address={user.email} oneLine />
      </td>
      <td className="admin-table__wide admin-table__date">{formatDay(user.createdAt)}</td>
      <td className="admin-table__actions">
        <div className="admin-row__actions">
          {user.isAdmin ? button('removeAdmin', 'remove') : button('makeAdmin', 'key')}
          {user.isFrozen ? button('unfreeze', 'unlock') : button('freeze', 'snowflake')}
          {button('remove', 'trash')}
        </div>
      </td>
    </tr>
  );
}
