import { ImageOff, Trash2 } from 'lucide-react';

import { Button } from '@/components/ui/button';

/** The portfolio images; an empty state when there are none. `onRemove` adds a remove button. */
export function PortfolioGallery({
  images,
  ownerName,
  onRemove,
  removing,
}: {
  images: readonly string[];
  ownerName: string;
  onRemove?: (index: number) => void;
  removing?: boolean;
}) {
  if (images.length === 0) {
    return (
      <div className="flex flex-col items-center gap-2 rounded-xl border border-dashed border-slate-300 p-8 text-center text-sm text-slate-500">
        <ImageOff aria-hidden="true" className="h-8 w-8 text-slate-400" />
        No portfolio images yet.
      </div>
    );
  }
  return (
    <ul className="grid grid-cols-2 gap-4 md:grid-cols-3" aria-label="Portfolio">
      {images.map((url, index) => (
        <li key={`${url}-${index}`} className="group relative overflow-hidden rounded-xl border border-slate-200 bg-slate-50">
          <a href={url} target="_blank" rel="noreferrer">
            <img
              src={url}
              alt={`Portfolio image ${index + 1} by ${ownerName}`}
              loading="lazy"
              className="aspect-[4/3] w-full object-cover transition-transform group-hover:scale-105"
            />
          </a>
          {onRemove ? (
            <Button
              variant="destructive"
              size="sm"
              className="absolute top-2 right-2"
              onClick={() => onRemove(index)}
              disabled={removing}
              aria-label={`Remove portfolio image ${index + 1}`}
            >
              <Trash2 aria-hidden="true" className="h-4 w-4" />
            </Button>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
