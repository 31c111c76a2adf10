import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeXhr } from '@/test/fake-xhr';
import { renderPage } from '@/test/render';
import { uploadProfileImage } from '../api/image-uploads';
import { ImageUpload } from './ImageUpload';

function Harness({ initial }: { initial: string | null }) {
  const [url, setUrl] = useState(initial);
  return (
    <>
      <ImageUpload label="Profile image" value={url} upload={uploadProfileImage} onUploaded={setUrl} />
      <output data-testid="saved">{url ?? 'none'}</output>
    </>
  );
}

const png = () => new File([new Uint8Array(2048)], 'portrait.png', { type: 'image/png' });
const fileInput = () => document.querySelector<HTMLInputElement>('input[type="file"]')!;
const previewSrc = () => screen.getByRole('img', { name: 'Profile image preview' }).getAttribute('src');

describe('ImageUpload', () => {
  beforeEach(() => {
    FakeXhr.last = null;
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    let n = 0;
    vi.spyOn(URL, 'createObjectURL').mockImplementation(() => `blob:preview-${++n}`);
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
  });

  it('previews at once, shows the real upload progress, then keeps the stored image', async () => {
    const user = userEvent.setup();
    renderPage(<Harness initial="/uploads/old.webp" />, { user: null });
    await user.upload(fileInput(), png());

    expect(previewSrc()).toBe('blob:preview-1');
    const xhr = FakeXhr.last!;
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('/api/my-profile/upload-image');
    expect(xhr.withCredentials).toBe(true);
    expect((xhr.body as FormData).get('profileImage')).toBeInstanceOf(File);

    act(() => xhr.progress(512, 2048));
    expect(screen.getByText('Uploading… 25%')).toBeTruthy();
    act(() => xhr.progress(1536, 2048));
    expect(screen.getByText('Uploading… 75%')).toBeTruthy();
    expect(screen.getByRole('progressbar')).toBeTruthy();

    act(() => xhr.respond(200, { fileUrl: '/uploads/new.webp' }));
    await waitFor(() => expect(screen.getByTestId('saved').textContent).toBe('/uploads/new.webp'));
    expect(previewSrc()).toBe('/uploads/new.webp');
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it("goes back to the previous image and shows the server's message when the upload fails", async () => {
    const user = userEvent.setup();
    renderPage(<Harness initial="/uploads/old.webp" />, { user: null });
    await user.upload(fileInput(), png());
    expect(previewSrc()).toBe('blob:preview-1');

    act(() => FakeXhr.last!.respond(415, { message: 'Please select an image file' }, 'Unsupported Media Type'));
    expect(await screen.findByText('Upload failed')).toBeTruthy();
    expect(screen.getByText('Please select an image file')).toBeTruthy();
    expect(previewSrc()).toBe('/uploads/old.webp');
    expect(screen.getByTestId('saved').textContent).toBe('/uploads/old.webp');
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:preview-1');
  });

  it("says 'Failed to upload image' when the server gives no reason, and reverts to no image", async () => {
    const user = userEvent.setup();
    renderPage(<Harness initial={null} />, { user: null });
    await user.upload(fileInput(), png());
    act(() => FakeXhr.last!.respond(500, '', 'Internal Server Error'));
    expect(await screen.findByText('Failed to upload image')).toBeTruthy();
    expect(screen.queryByRole('img', { name: 'Profile image preview' })).toBeNull();
  });

  it('refuses a file that is not an image, or is over 25MB, without sending it', async () => {
    renderPage(<Harness initial={null} />, { user: null });
    fireEvent.change(fileInput(), { target: { files: [new File(['x'], 'cv.pdf', { type: 'application/pdf' })] } });
    expect(await screen.findByText('Please select an image file')).toBeTruthy();

    const huge = png();
    Object.defineProperty(huge, 'size', { value: 25 * 1024 * 1024 + 1 });
    fireEvent.change(fileInput(), { target: { files: [huge] } });
    expect(await screen.findByText('Maximum file size is 25MB')).toBeTruthy();
    expect(FakeXhr.last).toBeNull();
  });

  it('accepts a dropped image', async () => {
    renderPage(<Harness initial={null} />, { user: null });
    fireEvent.drop(screen.getByTestId('image-drop'), { dataTransfer: { files: [png()] } });
    await waitFor(() => expect(FakeXhr.last).not.toBeNull());
    act(() => FakeXhr.last!.respond(200, { fileUrl: '/uploads/dropped.webp' }));
    await waitFor(() => expect(screen.getByTestId('saved').textContent).toBe('/uploads/dropped.webp'));
  });

  it('treats an answer without a file URL as a failure', async () => {
    const user = userEvent.setup();
    renderPage(<Harness initial="/uploads/old.webp" />, { user: null });
    await user.upload(fileInput(), png());
    act(() => FakeXhr.last!.respond(200, {}));
    expect(await screen.findByText('No file URL returned from server')).toBeTruthy();
    expect(previewSrc()).toBe('/uploads/old.webp');
  });
});
