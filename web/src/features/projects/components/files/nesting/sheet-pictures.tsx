import { UserText } from '@/components/ui/user-text';

import { SheetPicture, type PicturePart } from './sheet-picture';

export interface PictureGroup {
  /** The material (and thickness) or the cut layer. */
  name: string;
  /** Every sheet the group needs, drawn or not. */
  sheets: number;
  /** The drawn sheets' parts. */
  layouts: readonly (readonly PicturePart[])[];
}

/** A picture of each drawn sheet, per group, and how many more sheets are not drawn. */
export function SheetPictures({ groups, lengthMm, widthMm }: { groups: readonly PictureGroup[]; lengthMm: number; widthMm: number }) {
  const drawn = groups.filter((group) => group.layouts.length > 0);
  if (drawn.length === 0) return null;
  return (
    <div className="space-y-4">
      {drawn.map((group) => (
        <section key={group.name} aria-label={`Sheets of ${group.name}`} className="space-y-2">
          <h4 className="text-sm font-medium break-words text-slate-800">
            <UserText>{group.name}</UserText>
          </h4>
          <ul className="grid gap-3 sm:grid-cols-2">
            {group.layouts.map((parts, index) => (
              <li key={index} className="min-w-0">
                <SheetPicture title={`${group.name}, sheet ${index + 1} of ${group.sheets}`} lengthMm={lengthMm} widthMm={widthMm} parts={parts} />
              </li>
            ))}
          </ul>
          {group.sheets > group.layouts.length ? (
            <p className="text-xs text-slate-500">{group.sheets - group.layouts.length} more sheets are not drawn.</p>
          ) : null}
        </section>
      ))}
    </div>
  );
}
