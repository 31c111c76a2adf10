import { Tag } from '@blueprintjs/core';

/** Marks an entry or work the artist keeps private: only in their own documents, and only when chosen by name. */
export function PrivateTag() {
  return (
    <Tag
      className="export-private"
      minimal
      icon="lock"
      title="Private: never on the public page or the public CV"
    >
      Private
    </Tag>
  );
}
