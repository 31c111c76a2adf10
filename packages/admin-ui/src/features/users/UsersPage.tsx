// /admin/users: every account with make/remove admin, freeze/unfreeze and delete, each confirmed.
import { Button, Card, InputGroup, Tag } from '@blueprintjs/core';
import { AdminMessages, type AdminUser } from '@oeuvre/contract';
import { useState } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { useAdmin } from '../../admin-context.tsx';
import { ArtistAvatar } from '../../components/ArtistAvatar.tsx';
import { ConfirmAlert } from '../../components/ConfirmAlert.tsx';
import { EmptyList } from '../../components/EmptyList.tsx';
import { ListSkeleton } from '../../components/ListSkeleton.tsx';
import { LoadFailed } from '../../components/LoadFailed.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { formatDay } from '../../lib/dates.ts';
import { matchesSearch } from '../../lib/search.ts';
import { useRunAction } from '../../lib/use-action.ts';
import { STATS_KEY } from '../../lib/use-stats.ts';
import { USER_ACTIONS, type UserActionId, userName } from './user-actions.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';

const USERS_KEY = 'admin.users.list';

export function UsersPage() {
  usePageTitle('Users');
  const { client } = useAdmin();
  const { mutate: mutateAny } = useSWRConfig();
  const run = useRunAction();
  const { data: users, error, isLoading, mutate } = useSWR(USERS_KEY, () => client.admin.users.list());
  const [query, setQuery] = useState('');
  const [pending, setPending] = useState<{ user: AdminUser; action: UserActionId } | null>(null);

  const perform = async ({ user, action }: { user: AdminUser; action: UserActionId }) => {
    const spec = USER_ACTIONS[action];
    const result = await run(() => spec.call(client, user.id), {
      success: { title: spec.success, description: userName(user) },
      failure: { title: spec.failure, description: AdminMessages.tryAgain },
    });
    if (!result.ok) return;
    const changed = result.value;
    await mutate(
      (list) =>
        changed
          ? list?.map((u) => (u.id === changed.id ? changed : u))
          : list?.filter((u) => u.id !== user.id),
      { revalidate: true },
    );
    void mutateAny(STATS_KEY);
  };

  const found = (users ?? []).filter((u) => matchesSearch(query, [u.firstName, u.lastName, u.email]));
  const action = pending ? USER_ACTIONS[pending.action] : null;
  const name = pending ? userName(pending.user) : '';

  return (
    <div className="admin-page">
      <PageHeader title="Users" lead="Admin rights, frozen accounts and deletions." />
      <InputGroup
        type="search"
        leftIcon="search"
        placeholder="Search by name or email"
        aria-label="Search users"
        value={query}
        onValueChange={setQuery}
        className="admin-search"
      />
      {users ? (
        found.length === 0 ? (
          <EmptyList icon="user" title={users.length === 0 ? 'No users yet' : 'No users match your search'} />
        ) : (
          <ul className="admin-list" aria-label="Users">
            {found.map((user) => (
              <li key={user.id}>
                <UserRow user={user} onAction={(id) => setPending({ user, action: id })} />
              </li>
            ))}
          </ul>
        )
      ) : isLoading ? (
        <ListSkeleton label="Loading users" />
      ) : error ? (
        <LoadFailed what="users" onRetry={() => void mutate()} />
      ) : null}
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
    <Card className="admin-row" data-user-email={user.email}>
      <ArtistAvatar name={name} imageUrl={user.profileImageUrl} />
      <div className="admin-row__main">
        <p className="admin-row__title">
          {name}
          {user.isAdmin ? (
            <Tag intent="primary" minimal>
              Admin
            </Tag>
          ) : null}
          {user.isFrozen ? (
            <Tag intent="warning" minimal>
              Frozen
            </Tag>
          ) : null}
          {user.hasProfile ? <Tag minimal>Artist profile</Tag> : null}
        </p>
        <p className="admin-muted">
          {user.email} · Joined {formatDay(user.createdAt)}
        </p>
      </div>
      <div className="admin-row__actions">
        {user.isAdmin ? button('removeAdmin', 'remove') : button('makeAdmin', 'key')}
        {user.isFrozen ? button('unfreeze', 'unlock') : button('freeze', 'snowflake')}
        {button('remove', 'trash')}
      </div>
    </Card>
  );
}
