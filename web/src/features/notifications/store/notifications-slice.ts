import { createSlice, nanoid, type PayloadAction } from '@reduxjs/toolkit';

import { sessionEnded } from '@/lib/session-events';

import type { AppNotification, NotificationType } from '../types';

export interface NotificationsState {
  items: AppNotification[];
}

const initialState: NotificationsState = { items: [] };

export interface NewNotification {
  type?: NotificationType;
  title: string;
  message: string;
  timestamp?: string;
  id?: string;
}

/** Notifications are client state (spec section 2): pushed in (e.g. by the realtime socket), newest first. */
export const notificationsSlice = createSlice({
  name: 'notifications',
  initialState,
  reducers: {
    notificationReceived: {
      reducer(state, action: PayloadAction<AppNotification>) {
        if (state.items.some((item) => item.id === action.payload.id)) return;
        state.items.unshift(action.payload);
      },
      prepare(input: NewNotification) {
        return {
          payload: {
            id: input.id ?? nanoid(),
            type: input.type ?? 'default',
            title: input.title,
            message: input.message,
            timestamp: input.timestamp ?? new Date().toISOString(),
          },
        };
      },
    },
    notificationsCleared(state) {
      state.items = [];
    },
  },
  extraReducers: (builder) => {
    builder.addCase(sessionEnded, () => initialState);
  },
  selectors: {
    selectNotifications: (state) => state.items,
  },
});

export const { notificationReceived, notificationsCleared } = notificationsSlice.actions;
export const { selectNotifications } = notificationsSlice.selectors;
