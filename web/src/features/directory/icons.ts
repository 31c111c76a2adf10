// The directory's icons, drawn in its first view and first render (see drawIcons): with the page's code.
import chevronLeft16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/chevron-left.js';
import chevronRight16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/chevron-right.js';
import { drawIcons } from '@/lib/icons';

drawIcons(16, {
  'chevron-left': chevronLeft16,
  'chevron-right': chevronRight16,
});
