/** Uploads. */
export const UploadMessages = {
  tooLarge: { title: 'File too large', description: 'Maximum file size is 25MB' },
  notImage: { title: 'Invalid file type', description: 'Please select an image file' },
  notCsv: { title: 'Invalid file type', description: 'Please select a CSV file' },
  fileRequired: { title: 'File Required', description: 'Please select a file to upload' },
  failedTitle: 'Upload failed',
  failedImage: 'Failed to upload image',
  previewError: { title: 'Image Error', description: 'Could not load image preview' },
  genericFailed: {
    title: 'Upload failed',
    description: 'There was a problem uploading your image. Please try again.',
  },
  invalidResponse: 'Invalid response from server',
  noFileUrl: 'No file URL returned from server',
  imageUnavailable: 'Image unavailable',
  galleryDialogLimit: 'Images up to 10MB',
} as const;
