import type { ReactNode } from 'react';

/** The link around an art tile: a card that lifts and lights its border under the pointer. */
export const ART_TILE_LINK =
  'group flex h-full flex-col overflow-hidden rounded-2xl border border-night-700 bg-night-900 transition hover:-translate-y-0.5 hover:border-gold-400/50';

export interface ArtTileFaceProps {
  /** URL of the artwork, drawn at 16:10. */
  art: string;
  /** Load the artwork at once: for tiles in the first screen; the others wait until they are scrolled near. */
  eager?: boolean;
  title: ReactNode;
  description: ReactNode;
}

/**
 * What a tile shows: its artwork, its name and one line about it. The artwork is decorative (the name and line are
 * the link's name), so it has an empty alt.
 */
export function ArtTileFace({ art, eager = false, title, description }: ArtTileFaceProps) {
  return (
    <>
      <img
        src={art}
        alt=""
        width={320}
        height={200}
        decoding="async"
        loading={eager ? 'eager' : 'lazy'}
        className="aspect-[8/5] w-full bg-night-800 object-cover transition motion-safe:group-hover:scale-[1.03]"
      />
      <span className="flex flex-col gap-0.5 px-3 pt-2 pb-3 sm:px-4 sm:pb-4">
        <span className="font-bold text-white group-hover:text-gold-300">{title}</span>
        {/* a phone's narrow tile keeps to two lines; the link's name still carries the whole text */}
        <span className="line-clamp-2 text-xs text-slate-400 sm:line-clamp-none sm:text-sm">
          {description}
        </span>
      </span>
    </>
  );
}
