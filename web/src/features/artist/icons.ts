// The artist page's icons, drawn in its first view and first render (see drawIcons): with the page's code.
import document16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/document.js';
import envelope16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/envelope.js';
import globe16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/globe.js';
import link16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/link.js';
import mapMarker16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/map-marker.js';
import properties16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/properties.js';
import { drawIcons } from '@/lib/icons';

drawIcons(16, {
  'document': document16,
  'envelope': envelope16,
  'globe': globe16,
  'link': link16,
  'map-marker': mapMarker16,
  'properties': properties16,
});
