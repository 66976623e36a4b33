import { errorCode, errorStatus, serverMessage } from '@/lib/errors';

/** The server's 409 for the same SHA-256 as the name's latest version ("This file is identical to version N ..."). */
export function identicalVersionMessage(error: unknown): string | null {
  const message = serverMessage(error);
  return errorStatus(error) === 409 && message?.startsWith('This file is identical') ? message : null;
}

/** The server's 400 for a CSV it cannot read at all, naming the line and the reason. */
export function unreadableCutListMessage(error: unknown): string | null {
  return errorStatus(error) === 400 && errorCode(error) === 'unreadable_cut_list' ? serverMessage(error) : null;
}
