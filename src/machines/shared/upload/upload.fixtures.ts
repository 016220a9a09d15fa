import type { CompleteUploadResult } from '#domain/upload';
import type { UploadTarget } from '#api/uploads.api';

/** Where test uploads go. */
export const testTarget: UploadTarget = { companyId: 7, folder: 'projects', policy: 'images' };

/** A small file as the picker hands it over. */
export const imageFile = (name = 'fachada.jpg', type = 'image/jpeg', size = 2048) =>
  new File([new Uint8Array(size)], name, { type });

/** What the API answers once a file is stored. */
export const storedFile = (name = 'fachada.jpg'): CompleteUploadResult => ({
  success: true,
  url: 'http://localhost:8000/uploads/files/7/projects/3f1c2a9e-6b7d-4e8f-9a0b-1c2d3e4f5a6b.jpg',
  thumbnail_url:
    'http://localhost:8000/uploads/files/7/projects/3f1c2a9e-6b7d-4e8f-9a0b-1c2d3e4f5a6b.thumb.webp',
  key: '7/projects/3f1c2a9e-6b7d-4e8f-9a0b-1c2d3e4f5a6b.jpg',
  filename: name,
  content_type: 'image/jpeg',
  size: 2048,
});
