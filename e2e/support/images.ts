// Image files made in the test by the browser's own encoder (PNG or JPEG), so no binary fixtures are needed.
import type { Page } from '@playwright/test';

export interface TestFile {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

/** A width x height image of two colour fields, encoded by Chromium. */
export async function imageFile(
  page: Page,
  options: { name: string; type: 'image/png' | 'image/jpeg'; width?: number; height?: number; hue?: number },
): Promise<TestFile> {
  const { name, type, width = 320, height = 240, hue = 20 } = options;
  const base64 = await page.evaluate(
    async ({ type, width, height, hue }) => {
      const canvas = new OffscreenCanvas(width, height);
      const g = canvas.getContext('2d')!;
      g.fillStyle = `hsl(${hue} 40% 80%)`;
      g.fillRect(0, 0, width, height);
      g.fillStyle = `hsl(${(hue + 180) % 360} 45% 35%)`;
      g.fillRect(width * 0.15, height * 0.2, width * 0.7, height * 0.5);
      const blob = await canvas.convertToBlob({ type, quality: 0.9 });
      const bytes = new Uint8Array(await blob.arrayBuffer());
      let binary = '';
      for (const byte of bytes) binary += String.fromCharCode(byte);
      return btoa(binary);
    },
    { type, width, height, hue },
  );
  return { name, mimeType: type, buffer: Buffer.from(base64, 'base64') };
}
