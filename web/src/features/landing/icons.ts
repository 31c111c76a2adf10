// The landing page's icons, drawn in its first view and first render (see drawIcons): with the page's code.
import media20 from '@blueprintjs/icons/lib/esm/generated/20px/paths/media.js';
import newObject20 from '@blueprintjs/icons/lib/esm/generated/20px/paths/new-object.js';
import people20 from '@blueprintjs/icons/lib/esm/generated/20px/paths/people.js';
import timelineEvents20 from '@blueprintjs/icons/lib/esm/generated/20px/paths/timeline-events.js';
import { drawIcons } from '@/lib/icons';

drawIcons(20, {
  'media': media20,
  'new-object': newObject20,
  'people': people20,
  'timeline-events': timelineEvents20,
});
