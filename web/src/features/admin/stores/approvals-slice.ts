import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

interface ApprovalsState {
  /**
   * Engineers this admin approved whose approval analytics has not shown yet (it learns of it from Kafka a moment
   * later). The dashboard shows its figures as they will be, so an approved engineer does not reappear meanwhile.
   */
  awaitingAnalytics: number[];
  /** Likewise the engineers this admin rejected: they leave the pending lists at once. */
  rejectionsAwaitingAnalytics: number[];
}

const initialState: ApprovalsState = { awaitingAnalytics: [], rejectionsAwaitingAnalytics: [] };

const add = (ids: number[], userId: number) => {
  if (!ids.includes(userId)) ids.push(userId);
};

/** Client state of the admin dashboard: approvals and rejections on their way to analytics. */
export const adminApprovalsSlice = createSlice({
  name: 'adminApprovals',
  initialState,
  reducers: {
    approvalSent(state, { payload: userId }: PayloadAction<number>) {
      add(state.awaitingAnalytics, userId);
    },
    approvalSettled(state, { payload: userId }: PayloadAction<number>) {
      state.awaitingAnalytics = state.awaitingAnalytics.filter((id) => id !== userId);
    },
    rejectionSent(state, { payload: userId }: PayloadAction<number>) {
      add(state.rejectionsAwaitingAnalytics, userId);
    },
    rejectionSettled(state, { payload: userId }: PayloadAction<number>) {
      state.rejectionsAwaitingAnalytics = state.rejectionsAwaitingAnalytics.filter((id) => id !== userId);
    },
  },
  selectors: {
    selectAwaitingAnalytics: (state) => state.awaitingAnalytics,
    selectRejectionsAwaitingAnalytics: (state) => state.rejectionsAwaitingAnalytics,
  },
});

export const { approvalSent, approvalSettled, rejectionSent, rejectionSettled } = adminApprovalsSlice.actions;
export const { selectAwaitingAnalytics, selectRejectionsAwaitingAnalytics } = adminApprovalsSlice.selectors;
