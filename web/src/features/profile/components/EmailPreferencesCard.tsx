// The emails a person receives: one switch per kind they can get (the admin kinds for admins), all on by default,
// each saved on the server when it is flipped.
import { Card, Spinner, Switch } from '@blueprintjs/core';
import { EMAIL_PREFERENCE_LABELS, type EmailPreference, type EmailPreferencesView } from '@oeuvre/contract';
import { useState } from 'react';
import type { RouteKey } from '@oeuvre/api-client';
import useSWR from 'swr';
import { api } from '@/lib/api';
import { runAction } from '@/lib/run-action';

const PREFERENCES_KEY = 'email.preferences.get' satisfies RouteKey;

export function EmailPreferencesCard() {
  const { data, error, mutate } = useSWR<EmailPreferencesView>(PREFERENCES_KEY, () =>
    api.email.preferences.get(),
  );
  const [saving, setSaving] = useState<EmailPreference | null>(null);

  const flip = async (preference: EmailPreference, enabled: boolean) => {
    setSaving(preference);
    await runAction(
      async () => {
        const saved = await api.email.preferences.update({
          body: { preferences: { [preference]: enabled } },
        });
        await mutate(saved, { revalidate: false });
      },
      {
        success: { title: 'Email preferences saved' },
        failure: {
          title: 'Error',
          description: 'Your email preferences could not be saved. Please try again.',
          fixed: true,
        },
      },
    );
    setSaving(null);
  };

  return (
    <Card className="email-preferences-card">
      <h2 className="section-title">Email notifications</h2>
      {data ? (
        <div role="group" aria-label="Email notifications">
          {data.items.map(({ preference, enabled }) => (
            <Switch
              key={preference}
              checked={enabled}
              disabled={saving !== null}
              labelElement={
                <>
                  {EMAIL_PREFERENCE_LABELS[preference].label}
                  <span className="muted email-preference-helper">
                    {EMAIL_PREFERENCE_LABELS[preference].helper}
                  </span>
                </>
              }
              onChange={(e) => void flip(preference, e.currentTarget.checked)}
            />
          ))}
        </div>
      ) : error ? (
        <p className="muted">Your email preferences could not be loaded.</p>
      ) : (
        <Spinner size={20} aria-label="Loading email preferences" />
      )}
    </Card>
  );
}
