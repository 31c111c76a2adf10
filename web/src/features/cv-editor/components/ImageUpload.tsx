import { Button, Classes, Icon, ProgressBar } from '@blueprintjs/core';
import { UploadMessages } from '@oeuvre/contract';
import { type DragEvent, useId, useRef, useState } from 'react';
import { notify } from '@/lib/toaster';
import { type ImageUploader, useImageUpload } from '../hooks/use-image-upload';

interface ImageUploadProps {
  label: string;
  value: string | null;
  upload: ImageUploader;
  onUploaded: (url: string) => void;
  required?: boolean;
  disabled?: boolean;
  invalid?: boolean;
}

/** Choose or drop an image: instant preview, real progress, and the old image back if the upload fails. */
export function ImageUpload({ label, value, upload, onUploaded, required, disabled, invalid }: ImageUploadProps) {
  const { state, preview, choose } = useImageUpload(value, upload, onUploaded);
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const id = useId();
  const uploading = state.status === 'uploading';

  function onDrop(event: DragEvent) {
    event.preventDefault();
    setDragging(false);
    const file = event.dataTransfer.files[0];
    if (file && !disabled && !uploading) void choose(file);
  }

  return (
    <div className="image-upload">
      <span className={Classes.LABEL} id={`${id}-label`}>
        {label}
        {required ? <span className="required-mark"> *</span> : null}
      </span>
      <div
        className={['image-drop', dragging ? 'image-drop-active' : '', invalid ? 'image-drop-invalid' : ''].join(' ')}
        onDragOver={(e) => {
          e.preventDefault();
          if (!disabled) setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        data-testid="image-drop"
      >
        <div className="image-preview">
          {preview ? (
            <img
              src={preview}
              alt={`${label} preview`}
              onError={() => notify({ ...UploadMessages.previewError, intent: 'warning' })}
            />
          ) : (
            <Icon icon="media" size={32} aria-hidden />
          )}
        </div>
        <div className="image-drop-text">
          <p>
            Drop an image here or{' '}
            <Button
              variant="outlined"
              size="small"
              icon="upload"
              text={preview ? 'Replace image' : 'Choose image'}
              disabled={disabled || uploading}
              onClick={() => input.current?.click()}
              aria-describedby={`${id}-hint`}
            />
          </p>
          <p className="muted" id={`${id}-hint`}>
            JPG, PNG or WEBP, up to 25MB.
          </p>
          {uploading ? (
            <div className="upload-progress">
              <ProgressBar value={state.percent / 100} intent="primary" stripes={false} aria-label={`Uploading ${label}`} />
              <span aria-live="polite">Uploading… {state.percent}%</span>
            </div>
          ) : null}
        </div>
        <input
          ref={input}
          type="file"
          accept="image/jpeg,image/png,image/webp"
          className="visually-hidden"
          tabIndex={-1}
          aria-labelledby={`${id}-label`}
          onChange={(e) => {
            const file = e.target.files?.[0];
            e.target.value = '';
            if (file) void choose(file);
          }}
        />
      </div>
    </div>
  );
}
