/** The cut list preview's tables: how their cells look and how they show areas and shares. */
export const cell = 'px-3 py-2 text-left align-top';
export const numberCell = 'px-3 py-2 text-right align-top tabular-nums';
export const headCell = 'px-3 py-2 text-left font-medium text-slate-600';
export const headNumberCell = 'px-3 py-2 text-right font-medium text-slate-600';

export const area = (m2: number) => `${m2.toFixed(2)} m²`;
export const percent = (share: number) => `${Math.round(share * 100)} %`;
