// What other features use of the venues: the artist page's 'Exhibited with' and its entries' venue links.
export { ExhibitedWith, VenueChip, VenueLink } from './ExhibitedWith';
