import { useCallback, useState } from 'react';
import type { ImageData } from '../renderer/shared/page-data';

/**
 * A photo from an external host. Its box is sized by width/height before it loads, and a failed load leaves a
 * calm sand-coloured panel (the alt text stays available to assistive technology) instead of a broken icon.
 */
export function Photo({
  image,
  className,
  priority = false,
  sizes = '100vw',
}: {
  image: ImageData;
  className?: string;
  priority?: boolean;
  sizes?: string;
}) {
  const [failed, setFailed] = useState(false);
  // A prerendered image may have failed before the app started listening: check once it is attached.
  const ref = useCallback((img: HTMLImageElement | null) => {
    if (img?.complete && img.naturalWidth === 0) setFailed(true);
  }, []);
  return (
    <img
      ref={ref}
      className={className}
      src={image.src}
      srcSet={image.srcSet}
      sizes={image.srcSet ? sizes : undefined}
      alt={image.alt}
      width={image.width}
      height={image.height}
      decoding="async"
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      // The app starts once this photo is painted (renderer/app/entry-client.tsx).
      elementtiming={priority ? 'priority-photo' : undefined}
      data-failed={failed || undefined}
      onError={() => setFailed(true)}
    />
  );
}
