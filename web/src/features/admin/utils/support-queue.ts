/** "Waiting 3 min" from the seconds since the first unanswered message; "Answered" when nothing waits. */
export function waitingLabel(seconds: number): string {
  if (seconds <= 0) return 'Answered';
  if (seconds < 60) return 'Waiting <1 min';
  if (seconds < 3600) return `Waiting ${Math.floor(seconds / 60)} min`;
  return `Waiting ${Math.floor(seconds / 3600)} h ${Math.floor((seconds % 3600) / 60)} min`;
}
