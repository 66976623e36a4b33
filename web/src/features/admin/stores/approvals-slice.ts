import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

interface ApprovalsState {
  /**
   * Engineers this admin approved whose approval analytics has not shown yet (it learns of it from Kafka a moment
   * later). The dashboard shows its figures as they will be, so an approved engineer does not reappear meanwhile.
   */
  awaitingAnalytics: number[];
}

const initialState: ApprovalsState = { awaitingAnalytics: [] };

/** Client state of the admin dashboard: approvals on their way to analytics. */
export const adminApprovalsSlice = createSlice({
  name: 'adminApprovals',
  initialState,
  reducers: {
    approvalSent(state, { payload: userId }: PayloadAction<number>) {
      if (!state.awaitingAnalytics.includes(userId)) state.awaitingAnalytics.push(userId);
    },
    approvalSettled(state, { payload: userId }: PayloadAction<number>) {
      state.awaitingAnalytics = state.awaitingAnalytics.filter((id) => id !== userId);
    },
  },
  selectors: {
    selectAwaitingAnalytics: (state) => state.awaitingAnalytics,
  },
});

export const { approvalSent, approvalSettled } = adminApprovalsSlice.actions;
export const { selectAwaitingAnalytics } = adminApprovalsSlice.selectors;
