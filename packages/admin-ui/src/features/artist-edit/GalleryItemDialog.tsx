// Add a gallery item (an image file is required) or change an item's text.
import {
  Button,
  Dialog,
  DialogBody,
  DialogFooter,
  FileInput,
  FormGroup,
  ProgressBar,
} from '@blueprintjs/core';
import {
  AdminMessages,
  galleryItemInput,
  galleryItemPatch,
  type GalleryItem,
  UploadMessages,
} from '@oeuvre/contract';
import { type FormEvent, useState } from 'react';
import { useAdmin } from '../../admin-context.tsx';
import { TextField } from '../../components/TextField.tsx';
import { imageProblem } from '../../lib/files.ts';
import { validateForm } from '@oeuvre/ui/lib/form-validation';
import { useFormValues } from '@oeuvre/ui/lib/use-form-values';
import { useObjectUrl } from '../../lib/object-url.ts';
import { useRunAction } from '../../lib/use-action.ts';
import { type GalleryDetails, galleryDetails } from './gallery-details.ts';

type Mode = { kind: 'add'; artistId: number } | { kind: 'edit'; item: GalleryItem };

const EMPTY: GalleryDetails = { title: '', description: '', year: '', medium: '', dimensions: '' };

export function GalleryItemDialog({
  mode,
  onClose,
  onSaved,
}: {
  mode: Mode;
  onClose(): void;
  onSaved(): void;
}) {
  const { client, notify } = useAdmin();
  const run = useRunAction();
  const { values, errors, setErrors, set } = useFormValues<GalleryDetails>(() =>
    mode.kind === 'edit' ? galleryDetails(mode.item) : EMPTY,
  );
  const [file, setFile] = useState<File | null>(null);
  const [percent, setPercent] = useState<number | null>(null);
  const preview = useObjectUrl(file);
  const adding = mode.kind === 'add';

  const choose = (chosen: File | undefined) => {
    if (!chosen) return;
    const problem = imageProblem(chosen);
    if (problem) {
      notify({ ...problem, intent: 'danger' });
      return;
    }
    setFile(chosen);
    setErrors((was) => ({ ...was, file: undefined }));
  };

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const checked = validateForm(adding ? galleryItemInput : galleryItemPatch, values);
    const fileMissing = adding && !file;
    if (!checked.ok || fileMissing) {
      setErrors({
        ...(checked.ok ? {} : checked.errors),
        file: fileMissing ? UploadMessages.fileRequired.description : undefined,
      });
      if (fileMissing) notify({ ...UploadMessages.fileRequired, intent: 'danger' });
      return;
    }
    setErrors({});
    setPercent(adding ? 0 : null);
    const result =
      mode.kind === 'add' && file
        ? await run(
            () =>
              client.admin.gallery.add({
                params: { artistId: mode.artistId },
                file,
                fields: values,
                onProgress: (p) => setPercent(p.percent),
              }),
            { success: { title: 'Gallery Item Added' }, failure: { title: AdminMessages.addGalleryFailed } },
          )
        : mode.kind === 'edit'
          ? await run(() => client.admin.gallery.update({ params: { id: mode.item.id }, body: values }), {
              success: { title: 'Gallery Item Updated' },
              failure: { title: AdminMessages.updateGalleryFailed },
            })
          : { ok: false as const, error: null };
    setPercent(null);
    if (result.ok) {
      onSaved();
      onClose();
    }
  };

  const busy = percent !== null;
  return (
    <Dialog
      isOpen
      onClose={busy ? undefined : onClose}
      title={adding ? 'Add Gallery Item' : 'Edit Gallery Item'}
      icon="media"
    >
      <form onSubmit={(e) => void save(e)} noValidate>
        <DialogBody>
          {adding ? (
            <FormGroup
              label="Image"
              labelInfo="*"
              labelFor="gallery-item-file"
              intent={errors.file ? 'danger' : 'none'}
              helperText={errors.file ?? UploadMessages.galleryDialogLimit}
            >
              {preview ? (
                <img className="admin-gallery__preview" src={preview} alt="Preview of the chosen image" />
              ) : null}
              <FileInput
                fill
                text={file ? file.name : 'Choose image...'}
                hasSelection={file !== null}
                buttonText="Browse"
                inputProps={{
                  id: 'gallery-item-file',
                  accept: 'image/jpeg,image/png,image/webp',
                  'aria-label': 'Image file',
                }}
                onInputChange={(event) => {
                  choose(event.currentTarget.files?.[0]);
                  event.currentTarget.value = '';
                }}
              />
            </FormGroup>
          ) : null}
          <TextField
            label="Title"
            required
            value={values.title}
            onChange={set('title')}
            error={errors.title}
          />
          <TextField
            label="Description"
            multiline
            value={values.description}
            onChange={set('description')}
            error={errors.description}
          />
          <div className="admin-form-grid admin-form-grid--three">
            <TextField label="Year" value={values.year} onChange={set('year')} error={errors.year} />
            <TextField label="Medium" value={values.medium} onChange={set('medium')} error={errors.medium} />
            <TextField
              label="Dimensions"
              value={values.dimensions}
              onChange={set('dimensions')}
              error={errors.dimensions}
            />
          </div>
          {percent !== null ? (
            <ProgressBar value={percent / 100} intent="primary" aria-label={`Uploading ${percent}%`} />
          ) : null}
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button text="Cancel" onClick={onClose} disabled={busy} />
              <Button type="submit" intent="primary" text={adding ? 'Add Item' : 'Save'} loading={busy} />
            </>
          }
        />
      </form>
    </Dialog>
  );
}
