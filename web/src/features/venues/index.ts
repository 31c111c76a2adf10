// What other features use of the venues: the artist page's 'Exhibited with' and its entries' venue links. (The
// directory's venue filter is the directory's own: it reads the venue from lib/venue-data.ts.)
export { ExhibitedWith, VenueLink } from './ExhibitedWith';
