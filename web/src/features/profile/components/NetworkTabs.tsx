import { Spinner, Tab, Tabs, Tag } from '@blueprintjs/core';
import { Link } from 'react-router-dom';
import { Avatar } from '@/components/Avatar';
import { paths } from '@oeuvre/ui/lib/paths';
import { useMyConnections } from '../api/use-network';
import { connectionsFrom, type NetworkPerson, supportersFrom } from '../network';

function PeopleList({ people, empty }: { people: NetworkPerson[]; empty: string }) {
  if (people.length === 0) return <p className="muted">{empty}</p>;
  return (
    <ul className="people-list">
      {people.map(({ artist, label, connectionId }) => (
        <li key={connectionId}>
          <Link to={paths.artist(artist.slug)} className="request-person">
            <Avatar name={artist.fullName} imageUrl={artist.profileImageUrl} size={40} />
            <span>
              <strong>{artist.fullName}</strong>
              <span className="muted">{[artist.city, artist.country].filter(Boolean).join(', ')}</span>
            </span>
          </Link>
          <Tag minimal round intent={label === 'Connection' ? 'success' : 'none'}>
            {label}
          </Tag>
        </li>
      ))}
    </ul>
  );
}

export function NetworkTabs({ profileId }: { profileId: number | null }) {
  const { data, isLoading, error } = useMyConnections(profileId !== null);
  if (profileId === null) return <p className="muted">Create your CV to build a network of supporters and connections.</p>;
  if (isLoading) return <Spinner size={24} aria-label="Loading your network" />;
  if (error) return <p className="muted">Your network could not be loaded.</p>;
  const supporters = supportersFrom(profileId, data ?? []);
  const connections = connectionsFrom(profileId, data ?? []);
  return (
    <Tabs id="network" defaultSelectedTabId="supporters" animate={false} renderActiveTabPanelOnly>
      <Tab
        id="supporters"
        title={`Supporters (${supporters.length})`}
        panel={<PeopleList people={supporters} empty="No one supports your profile yet." />}
      />
      <Tab
        id="connections"
        title="Your Connections"
        panel={<PeopleList people={connections} empty="No connections yet. When an artist you support supports you back, you are connected." />}
      />
    </Tabs>
  );
}
