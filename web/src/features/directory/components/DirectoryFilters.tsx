import { DISCIPLINE_LABELS, type Discipline, type DirectoryFacet } from '@oeuvre/contract';
import { FormGroup } from '@oeuvre/ui/components/FormGroup';
import { Select } from '@oeuvre/ui/components/Select';
import { TextInput } from '@oeuvre/ui/components/TextInput';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import type { DirectoryOrder } from '../directory-params';

interface DirectoryFiltersProps {
  q: string;
  discipline: string;
  location: string;
  sort: DirectoryOrder;
  disciplineFacets: DirectoryFacet[];
  locationFacets: DirectoryFacet[];
  /** False when a search matched more artists than the server counts: the facets are a sample, shown without counts. */
  facetCounts?: boolean;
  onSearch: (q: string, commit: boolean) => void;
  onDiscipline: (value: string) => void;
  onLocation: (value: string) => void;
  onSort: (value: DirectoryOrder) => void;
}

const SEARCH_DELAY_MS = 350;

function disciplineName(value: string): string {
  return DISCIPLINE_LABELS[value as Discipline] ?? value;
}

/** Options from the facets, keeping the chosen value even when the current results no longer count it. */
function optionsOf(facets: DirectoryFacet[], selected: string, label: (value: string) => string, counts: boolean) {
  const options = facets.map((f) => ({ value: f.value, label: counts ? `${label(f.value)} (${f.count})` : label(f.value) }));
  if (selected && !facets.some((f) => f.value === selected)) options.unshift({ value: selected, label: label(selected) });
  return options;
}

export function DirectoryFilters(props: DirectoryFiltersProps) {
  const { q, discipline, location, sort, disciplineFacets, locationFacets, facetCounts = true } = props;
  const { onSearch, onDiscipline, onLocation, onSort } = props;
  const [text, setText] = useState(q);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  // The URL can change under us (back button, a shared link): show what it says.
  useEffect(() => setText(q), [q]);
  useEffect(() => () => clearTimeout(timer.current), []);

  function onType(value: string) {
    setText(value);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => onSearch(value, false), SEARCH_DELAY_MS);
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    clearTimeout(timer.current);
    onSearch(text, true);
  }

  return (
    <form role="search" className="directory-filters" onSubmit={onSubmit} aria-label="Search artists">
      <FormGroup label="Search" labelFor="directory-search" className="directory-search">
        <TextInput
          id="directory-search"
          type="search"
          leftIcon="search"
          placeholder="Name, city or country"
          value={text}
          onChange={(e) => onType(e.target.value)}
        />
      </FormGroup>
      <FormGroup label="Category" labelFor="directory-discipline">
        <Select id="directory-discipline" value={discipline} onChange={(e) => onDiscipline(e.target.value)} fill>
          <option value="">All Categories</option>
          {optionsOf(disciplineFacets, discipline, disciplineName, facetCounts).map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </Select>
      </FormGroup>
      <FormGroup label="Location" labelFor="directory-location">
        <Select id="directory-location" value={location} onChange={(e) => onLocation(e.target.value)} fill>
          <option value="">All Locations</option>
          {optionsOf(locationFacets, location, (v) => v, facetCounts).map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </Select>
      </FormGroup>
      <FormGroup label="Sort by" labelFor="directory-sort">
        <Select id="directory-sort" value={sort} onChange={(e) => onSort(e.target.value as DirectoryOrder)} fill>
          <option value="">Newest</option>
          <option value="name">Name</option>
          <option value="updated">Recently updated</option>
        </Select>
      </FormGroup>
    </form>
  );
}
