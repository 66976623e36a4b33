/** Known notification kinds; anything else gets the default bell icon. */
export type NotificationType = 'message' | 'project_update' | 'bid' | (string & {});

/** A notification held on the client (spec section 3): type, title, message, timestamp. */
export interface AppNotification {
  id: string;
  type: NotificationType;
  title: string;
  message: string;
  /** ISO-8601 */
  timestamp: string;
}
