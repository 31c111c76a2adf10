// The artist's gallery items: list, add, edit, replace the image, delete (confirmed).
import { Button, Card, FileInput } from '@blueprintjs/core';
import { errorMessage } from '@oeuvre/api-client';
import { type GalleryItem, UploadMessages } from '@oeuvre/contract';
import { useState } from 'react';
import { useAdmin } from '../../admin-context.tsx';
import { ConfirmAlert } from '../../components/ConfirmAlert.tsx';
import { imageProblem } from '../../lib/files.ts';
import { useRunAction } from '../../lib/use-action.ts';
import { galleryDetails } from './gallery-details.ts';
import { GalleryItemDialog } from './GalleryItemDialog.tsx';
import { useGallery } from './api/use-gallery.ts';
import { ListState } from '../../components/ListState.tsx';
import { DeleteButton } from '../../components/RowActions.tsx';

type Editing = { kind: 'add' } | { kind: 'edit'; item: GalleryItem } | null;

export function GallerySection({ artistId }: { artistId: number }) {
  const { client } = useAdmin();
  const run = useRunAction();
  const gallery = useGallery(artistId);
  const { mutate } = gallery;
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<GalleryItem | null>(null);

  const remove = async (item: GalleryItem) => {
    const result = await run(() => client.admin.gallery.remove({ params: { id: item.id } }), {
      success: { title: 'Gallery Item Deleted', description: item.title },
      failure: { title: 'Failed to delete the gallery item' },
    });
    if (result.ok) await mutate((list) => list?.filter((i) => i.id !== item.id), { revalidate: true });
  };

  return (
    <section className="admin-section" aria-labelledby="admin-gallery-title">
      <div className="admin-section__header">
        <h2 id="admin-gallery-title" className="admin-section__title">
          Gallery items
        </h2>
        <Button
          icon="plus"
          intent="primary"
          text="Add Gallery Item"
          onClick={() => setEditing({ kind: 'add' })}
        />
      </div>
      <ListState
        load={gallery}
        what="gallery items"
        label="Gallery items"
        skeletonRows={2}
        empty={{ icon: 'media', title: 'No gallery items yet' }}
        className="admin-gallery"
      >
        {(item) => (
          <GalleryItemCard
            item={item}
            onEdit={() => setEditing({ kind: 'edit', item })}
            onDelete={() => setDeleting(item)}
            onReplaced={() => void mutate()}
          />
        )}
      </ListState>
      {editing ? (
        <GalleryItemDialog
          mode={editing.kind === 'add' ? { kind: 'add', artistId } : editing}
          onClose={() => setEditing(null)}
          onSaved={() => void mutate()}
        />
      ) : null}
      <ConfirmAlert
        isOpen={deleting !== null}
        title={deleting ? `Delete ${deleting.title}?` : ''}
        confirmText="Delete"
        onConfirm={() => (deleting ? remove(deleting) : undefined)}
        onClose={() => setDeleting(null)}
      >
        <p>The gallery item and its image will be deleted permanently.</p>
      </ConfirmAlert>
    </section>
  );
}

function GalleryItemCard({
  item,
  onEdit,
  onDelete,
  onReplaced,
}: {
  item: GalleryItem;
  onEdit(): void;
  onDelete(): void;
  onReplaced(): void;
}) {
  const { client, notify, siteUrl } = useAdmin();
  const [replacing, setReplacing] = useState(false);
  const details = galleryDetails(item);

  const replace = async (file: File) => {
    const problem = imageProblem(file);
    if (problem) {
      notify({ ...problem, intent: 'danger' });
      return;
    }
    setReplacing(true);
    try {
      await client.admin.gallery.replaceImage({ params: { id: item.id }, file });
      notify({ intent: 'success', title: 'Image Replaced', description: item.title });
      onReplaced();
    } catch (err) {
      notify({
        intent: 'danger',
        title: UploadMessages.failedTitle,
        description: errorMessage(err, UploadMessages.failedImage),
      });
    } finally {
      setReplacing(false);
    }
  };

  return (
    <Card className="admin-gallery__item">
      <img className="admin-gallery__image" src={siteUrl(item.fileUrl)} alt={item.title} loading="lazy" />
      <div className="admin-gallery__text">
        <p className="admin-row__title">{item.title}</p>
        <p className="admin-muted">
          {[details.year, details.medium, details.dimensions].filter(Boolean).join(' · ')}
        </p>
        {details.description ? <p className="admin-gallery__description">{details.description}</p> : null}
      </div>
      <div className="admin-row__actions">
        <Button
          icon="edit"
          text="Edit"
          variant="minimal"
          onClick={onEdit}
          aria-label={`Edit ${item.title}`}
        />
        <FileInput
          small
          text="Replace image"
          buttonText="Browse"
          disabled={replacing}
          inputProps={{
            accept: 'image/jpeg,image/png,image/webp',
            'aria-label': `Replace image of ${item.title}`,
          }}
          onInputChange={(event) => {
            const chosen = event.currentTarget.files?.[0];
            event.currentTarget.value = '';
            if (chosen) void replace(chosen);
          }}
        />
        <DeleteButton name={item.title} onClick={onDelete} />
      </div>
    </Card>
  );
}
