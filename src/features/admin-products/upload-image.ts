import { errorMessage } from '../../lib/error-message';
/** What POST /api/uploads/product-image answers on success (201); `id` is what a gallery attaches. */
export type UploadedImage = { id: string; url: string; srcset: string; avifSrcset: string; width: number; height: number };

// Used when a refusal comes without the server's JSON (e.g. a proxy in front answered).
const STATUS_MESSAGES: Record<number, string> = {
  401: 'Please log in to continue.',
  403: 'Access Denied.',
  413: 'This image is too large. The maximum file size is 5 MB.',
  415: 'Please choose a JPEG, PNG or WebP image.',
};
const NETWORK_MESSAGE = 'The upload did not reach the server. Please check your connection and try again.';

function refusal(xhr: XMLHttpRequest): string {
  const fallback = STATUS_MESSAGES[xhr.status] ?? `The upload failed (HTTP ${xhr.status}). Please try again.`;
  try {
    return errorMessage((JSON.parse(xhr.responseText) as { error?: unknown }).error, fallback);
  } catch {
    // Not JSON: the message for the status.
    return fallback;
  }
}

/**
 * Uploads one product image (field "image", same-origin cookie). XMLHttpRequest rather than
 * fetch because only XHR reports upload progress, which drives the dialog's progress bar.
 * Rejects with an Error whose message is the server's explanation.
 */
export function uploadProductImage(file: File, onProgress: (percent: number) => void): Promise<UploadedImage> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/api/uploads/product-image');
    xhr.withCredentials = true;
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        try {
          onProgress(100);
          resolve(JSON.parse(xhr.responseText) as UploadedImage);
        } catch {
          reject(new Error('The server answered the upload in a way this page does not understand.'));
        }
        return;
      }
      reject(new Error(refusal(xhr)));
    };
    xhr.onerror = () => reject(new Error(NETWORK_MESSAGE));
    xhr.onabort = () => reject(new Error('The upload was cancelled.'));
    const body = new FormData();
    body.append('image', file);
    xhr.send(body);
  });
}
