import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { SerializedError } from '@reduxjs/toolkit';

/** Reason phrases for answers that carry no usable body (e.g. an HTML page from the gateway). */
const STATUS_TEXT: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  413: 'Payload Too Large',
  422: 'Unprocessable Entity',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
  504: 'Gateway Timeout',
};

function statusText(status: number): string {
  return STATUS_TEXT[status] ?? 'Request failed';
}

function isFetchBaseQueryError(error: unknown): error is FetchBaseQueryError {
  return typeof error === 'object' && error !== null && 'status' in error;
}

/** The server's error shape is `{"message": "...", "code": "..."}`; plain text bodies are used as they are. */
function bodyMessage(data: unknown): string | null {
  if (typeof data === 'string') {
    const text = data.trim();
    // An HTML error page is not a message anyone should read in a toast.
    if (!text || text.startsWith('<')) return null;
    return text;
  }
  if (typeof data === 'object' && data !== null && 'message' in data) {
    const { message } = data as { message: unknown };
    if (typeof message === 'string' && message.trim()) return message.trim();
  }
  return null;
}

/**
 * Spec section 8: an error reads `${status}: ${body message}`, or `${status}: ${status text}`
 * when the answer has no body, e.g. '401: Invalid username or password'.
 */
export function formatApiError(error: unknown): string {
  if (isFetchBaseQueryError(error)) {
    const { status } = error;
    if (typeof status === 'number') {
      return `${status}: ${bodyMessage(error.data) ?? statusText(status)}`;
    }
    switch (status) {
      case 'PARSING_ERROR':
        return `${error.originalStatus}: ${bodyMessage(error.data) ?? statusText(error.originalStatus)}`;
      case 'FETCH_ERROR':
        return 'Network error: the server could not be reached. Please try again.';
      case 'TIMEOUT_ERROR':
        return 'Network error: the request timed out. Please try again.';
      case 'CUSTOM_ERROR':
        return error.error;
    }
  }
  if (error instanceof Error && error.message) return error.message;
  const serialized = error as SerializedError | undefined;
  if (serialized && typeof serialized.message === 'string' && serialized.message) return serialized.message;
  return 'Something went wrong. Please try again.';
}

/**
 * The server's own message of a failed request (`{"message": ...}` or a plain-text body), without the status;
 * null when the answer carried none (network failure, HTML error page).
 */
export function serverMessage(error: unknown): string | null {
  return isFetchBaseQueryError(error) && 'data' in error ? bodyMessage(error.data) : null;
}

/** The HTTP status of an RTK Query error, if it has one. */
export function errorStatus(error: unknown): number | null {
  if (!isFetchBaseQueryError(error)) return null;
  if (typeof error.status === 'number') return error.status;
  if (error.status === 'PARSING_ERROR') return error.originalStatus;
  return null;
}

/** The `code` of the server's error body (`{"message": ..., "code": ...}`), or null. */
export function errorCode(error: unknown): string | null {
  if (!isFetchBaseQueryError(error) || !('data' in error)) return null;
  const { data } = error;
  if (typeof data !== 'object' || data === null || !('code' in data)) return null;
  const { code } = data as { code: unknown };
  return typeof code === 'string' ? code : null;
}
