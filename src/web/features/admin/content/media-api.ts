import { useMutation } from '@tanstack/react-query';
import { MAX_MEDIA_BYTES, mediaTypes } from '@shared/schemas/content';
import { ApiError } from '@web/lib/api-client';
import { adminApi } from '../shared/admin-session';

// POST /api/admin/media: an image as a base64 data URL; answers the address Lotus serves it at.

export type StoredMedia = { id: string; url: string; content_type: string; size: number };

function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => (typeof reader.result === 'string' ? resolve(reader.result) : reject(new Error('unreadable file')));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable file'));
    reader.readAsDataURL(file);
  });
}

export async function uploadImage(file: File): Promise<StoredMedia> {
  if (!(mediaTypes as readonly string[]).includes(file.type)) {
    throw new ApiError('Please upload an image file (jpg, png, webp)', { status: 400, code: 'BAD_REQUEST' });
  }
  if (file.size > MAX_MEDIA_BYTES) throw new ApiError('Image must be at most 5 MB', { status: 413, code: 'TOO_LARGE' });
  const dataUrl = await readAsDataUrl(file);
  const { data } = await adminApi.send<{ media: StoredMedia }>('POST', '/api/admin/media', { file: dataUrl }, { fallbackMessage: 'Failed to upload image' });
  return data.media;
}

export function useUploadImage() {
  return useMutation({ mutationFn: uploadImage });
}
