import { IMAGE_MIME_TYPES, MAX_IMAGE_BYTES, UploadMessages } from '@oeuvre/contract';
import { useEffect, useRef, useState } from 'react';
import { errorMessage } from '@/lib/api';
import { notify } from '@/lib/toaster';

/** Sends the file and reports the share of it sent so far (0-100); resolves with the stored image's URL. */
export type ImageUploader = (file: File, onProgress: (percent: number) => void) => Promise<string>;

export type UploadState = { status: 'idle' } | { status: 'uploading'; percent: number } | { status: 'error' };

/** Checks a chosen file; returns the toast to show when it cannot be used. */
export function rejectImage(file: File): { title: string; description: string } | null {
  if (!file.type.startsWith('image/') || !(IMAGE_MIME_TYPES as readonly string[]).includes(file.type)) return UploadMessages.notImage;
  if (file.size > MAX_IMAGE_BYTES) return UploadMessages.tooLarge;
  return null;
}

const ownMessages: string[] = [UploadMessages.invalidResponse, UploadMessages.noFileUrl];

/** The server's message, our own answer-checking messages, or the spec's fallback. */
function uploadFailure(error: unknown): string {
  if (error instanceof Error && ownMessages.includes(error.message)) return error.message;
  return errorMessage(error, UploadMessages.failedImage);
}

/**
 * Preview at once, upload with real progress, and on failure go back to the image shown before.
 * `value` is the saved image URL; `onUploaded` receives the new one.
 */
export function useImageUpload(value: string | null, upload: ImageUploader, onUploaded: (url: string) => void) {
  const [state, setState] = useState<UploadState>({ status: 'idle' });
  const [preview, setPreview] = useState<string | null>(value);
  const objectUrl = useRef<string | null>(null);

  useEffect(() => {
    if (state.status !== 'uploading') setPreview(value);
  }, [value, state.status]);

  const releasePreview = () => {
    if (objectUrl.current) URL.revokeObjectURL(objectUrl.current);
    objectUrl.current = null;
  };
  useEffect(() => releasePreview, []);

  async function choose(file: File) {
    const problem = rejectImage(file);
    if (problem) {
      notify({ ...problem, intent: 'danger' });
      return;
    }
    const previous = value;
    releasePreview();
    objectUrl.current = URL.createObjectURL(file);
    setPreview(objectUrl.current);
    setState({ status: 'uploading', percent: 0 });
    try {
      const url = await upload(file, (percent) => setState({ status: 'uploading', percent }));
      releasePreview();
      setPreview(url);
      setState({ status: 'idle' });
      onUploaded(url);
    } catch (error) {
      releasePreview();
      setPreview(previous);
      setState({ status: 'error' });
      notify({ title: UploadMessages.failedTitle, description: uploadFailure(error), intent: 'danger' });
    }
  }

  return { state, preview, choose };
}
