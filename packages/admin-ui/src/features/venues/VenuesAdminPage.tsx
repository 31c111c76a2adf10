// /admin/venues: search and edit venues, merge two (and undo), and the queue of suggested merges side by side.
import { Button, Callout, Card, FormGroup, HTMLSelect, InputGroup, Tag } from '@blueprintjs/core';
import {
  VENUE_KIND_LABELS,
  VENUE_KINDS,
  type AdminVenue,
  type VenueKind,
  type VenueMergeSuggestion,
  ServerMessages,
} from '@oeuvre/contract';
import { errorMessage } from '@oeuvre/api-client';
import { useState } from 'react';
import useSWR from 'swr';
import { useAdmin } from '../../admin-context.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { VENUE_SUGGESTIONS_KEY, venuesKey } from '../../lib/cache-keys.ts';

const artistsOf = (count: number) => `${count} ${count === 1 ? 'artist' : 'artists'}`;

const spellings = (v: AdminVenue) =>
  v.aliases.map((a) => `${a.spelling}${a.city ? ` (${a.city})` : ''}`).join('; ');

/** Runs an admin's venue action: on success `onDone`, on failure the server's message to show beside it. */
function useVenueAction(onDone: () => void) {
  const [message, setMessage] = useState<string | null>(null);
  const act = async (work: () => Promise<unknown>) => {
    setMessage(null);
    try {
      await work();
      onDone();
    } catch (error) {
      setMessage(errorMessage(error, ServerMessages.internal));
    }
  };
  return { message, act };
}

function VenueEditor({ venue, onSaved }: { venue: AdminVenue; onSaved: () => void }) {
  const { client } = useAdmin();
  const [form, setForm] = useState({
    name: venue.name,
    city: venue.city,
    country: venue.country,
    kind: venue.kind as VenueKind,
    website: venue.website ?? '',
    wikidata: venue.wikidata ?? '',
  });
  const [into, setInto] = useState('');
  const { message, act } = useVenueAction(onSaved);
  const idOf = (key: string) => `venue-${venue.id}-${key}`;
  const field = (key: 'name' | 'city' | 'country' | 'website' | 'wikidata', label: string) => (
    <FormGroup label={label} labelFor={idOf(key)}>
      <InputGroup
        id={idOf(key)}
        value={form[key]}
        onChange={(e) => setForm({ ...form, [key]: e.target.value })}
      />
    </FormGroup>
  );
  return (
    <Card
      className="admin-row admin-venue"
      data-venue={venue.slug}
      role="group"
      aria-labelledby={idOf('title')}
    >
      <div className="admin-row__main">
        <p className="admin-row__title">
          <span id={idOf('title')}>{venue.name}</span>
          <span className="admin-muted admin-venue__number">#{venue.id}</span>
          <Tag round>{artistsOf(venue.artistCount)}</Tag>
          {venue.mergedInto ? <Tag intent="warning">merged into {venue.mergedInto.name}</Tag> : null}
        </p>
        <p>Spellings: {spellings(venue) || '—'}</p>
        {message ? <Callout intent="danger">{message}</Callout> : null}
        {venue.mergedInto ? (
          <Button
            text="Undo merge"
            onClick={() => void act(() => client.admin.venues.unmerge({ params: { id: venue.id } }))}
          />
        ) : (
          <>
            <div className="admin-venue__fields">
              {field('name', 'Name')}
              {field('city', 'City')}
              {field('country', 'Country')}
              <FormGroup label="Kind" labelFor={idOf('kind')}>
                <HTMLSelect
                  id={idOf('kind')}
                  fill
                  value={form.kind}
                  onChange={(e) => setForm({ ...form, kind: e.target.value as VenueKind })}
                  options={VENUE_KINDS.map((k) => ({ value: k, label: VENUE_KIND_LABELS[k] }))}
                />
              </FormGroup>
              {field('website', 'Website')}
              {field('wikidata', 'Wikidata')}
            </div>
            <div className="admin-venue__actions">
              <Button
                intent="primary"
                text="Save"
                onClick={() =>
                  void act(() =>
                    client.admin.venues.update({
                      params: { id: venue.id },
                      body: { ...form, website: form.website || null, wikidata: form.wikidata || null },
                    }),
                  )
                }
              />
            </div>
            <div className="admin-venue__merge">
              <FormGroup label="Merge into venue number" labelFor={idOf('into')}>
                <InputGroup
                  id={idOf('into')}
                  inputMode="numeric"
                  value={into}
                  onChange={(e) => setInto(e.target.value)}
                />
              </FormGroup>
              <Button
                text="Merge"
                onClick={() =>
                  void act(() =>
                    client.admin.venues.merge({ params: { id: venue.id }, body: { into: Number(into) } }),
                  )
                }
              />
            </div>
          </>
        )}
      </div>
    </Card>
  );
}

/** A suggested merge: the two venues side by side, merge the first into the second or keep them apart. */
function SuggestionCard({ suggestion: s, onDone }: { suggestion: VenueMergeSuggestion; onDone: () => void }) {
  const { client } = useAdmin();
  const { message, act } = useVenueAction(onDone);
  return (
    <Card className="admin-row" data-suggestion={s.id}>
      <div className="admin-venue__pair">
        {[s.venue, s.other].map((v) => (
          <div key={v.id}>
            <strong>{v.name}</strong> {v.city ? `(${v.city})` : ''} · {artistsOf(v.artistCount)}
            <p>Spellings: {spellings(v)}</p>
          </div>
        ))}
      </div>
      {message ? <Callout intent="danger">{message}</Callout> : null}
      <div className="admin-venue__choices">
        <Button
          intent="primary"
          text={`Merge “${s.venue.name}” into “${s.other.name}”`}
          onClick={() =>
            void act(() =>
              client.admin.venues.merge({ params: { id: s.venue.id }, body: { into: s.other.id } }),
            )
          }
        />
        <Button
          text="Keep apart"
          onClick={() => void act(() => client.admin.venues.dismissSuggestion({ params: { id: s.id } }))}
        />
      </div>
    </Card>
  );
}

export function VenuesAdminPage() {
  usePageTitle('Venues');
  const { client } = useAdmin();
  const [q, setQ] = useState('');
  const list = useSWR(venuesKey(q), () => client.admin.venues.list({ query: q ? { q } : {} }));
  const suggestions = useSWR(VENUE_SUGGESTIONS_KEY, () => client.admin.venues.suggestions());
  const refresh = () => {
    void list.mutate();
    void suggestions.mutate();
  };
  return (
    <div className="admin-page">
      <PageHeader
        title="Venues"
        lead="The places artists' published CVs name: edit them, merge two spellings of one place, or undo a merge."
      />
      <h2>Suggested merges</h2>
      {suggestions.data?.length === 0 ? <p>No suggested merges.</p> : null}
      {suggestions.data?.map((s) => (
        <SuggestionCard key={s.id} suggestion={s} onDone={refresh} />
      ))}
      <h2>All venues</h2>
      <FormGroup label="Search venues" labelFor="admin-venue-search" className="admin-venue__search">
        <InputGroup
          id="admin-venue-search"
          type="search"
          leftIcon="search"
          placeholder="Name or spelling"
          value={q}
          onChange={(e) => setQ(e.target.value)}
        />
      </FormGroup>
      {list.error ? <Callout intent="danger">The venues could not be loaded.</Callout> : null}
      {list.data?.venues.map((v) => (
        <VenueEditor key={`${v.id}-${v.updatedAt}`} venue={v} onSaved={refresh} />
      ))}
    </div>
  );
}
