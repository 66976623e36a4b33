import type { FetchBaseQueryError, QueryReturnValue } from '@reduxjs/toolkit/query';

import { apiBaseUrl } from '@/lib/api-client';

import type { FileUpload, FileVersion } from '../types';

/** The answer's body: JSON when it is JSON, else its text (the error messages read either). */
function readBody(xhr: XMLHttpRequest): unknown {
  const text = xhr.responseText;
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

export const UPLOAD_CANCELLED = 'Upload cancelled';

/**
 * POST /api/projects/{id}/files?name=...: the raw bytes (not multipart), sent with XMLHttpRequest because fetch
 * reports no upload progress. Like the app's other calls it is same-origin with the session cookie
 * (`withCredentials`, as fetchBaseQuery's `credentials: 'include'`); the API takes no CSRF token. Errors come back as
 * fetchBaseQuery shapes them, so formatApiError and errorStatus read them alike.
 */
export function sendFile(
  { projectId, file, onProgress }: FileUpload,
  signal: AbortSignal,
): Promise<QueryReturnValue<FileVersion, FetchBaseQueryError, undefined>> {
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${apiBaseUrl()}/projects/${projectId}/files?name=${encodeURIComponent(file.name)}`);
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader('Content-Type', 'application/octet-stream');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => {
      const body = readBody(xhr);
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress?.(1);
        resolve({ data: body as FileVersion });
      } else {
        resolve({ error: { status: xhr.status, data: body } });
      }
    };
    xhr.onerror = () => resolve({ error: { status: 'FETCH_ERROR', error: 'The upload failed: the server could not be reached.' } });
    xhr.ontimeout = () => resolve({ error: { status: 'TIMEOUT_ERROR', error: 'The upload timed out.' } });
    xhr.onabort = () => resolve({ error: { status: 'CUSTOM_ERROR', error: UPLOAD_CANCELLED } });
    if (signal.aborted) {
      resolve({ error: { status: 'CUSTOM_ERROR', error: UPLOAD_CANCELLED } });
      return;
    }
    signal.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(file);
  });
}
