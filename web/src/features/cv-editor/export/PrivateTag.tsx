import { Tag } from '@blueprintjs/core';

/** Marks an entry or work the artist keeps private, as the section tabs do: in their own documents only when ticked. */
export function PrivateTag() {
  return (
    <Tag
      className="export-private"
      minimal
      icon="eye-off"
      title="Only you see this entry: it is not on your public page"
    >
      Private
    </Tag>
  );
}
