import { useCallback, useState, type CSSProperties } from 'react';
import type { ImageData } from '../renderer/shared/page-data';
import { BrandMark } from './BrandMark';
import styles from './Photo.module.css';

/**
 * A photo in a frame sized before it loads. Behind the photo the frame holds a calm placeholder: the company's own
 * photos bring a tiny blurred copy of themselves; a photo from another host gets sand, the jewellery mark and the
 * alt text in small type. It shows while the photo is slow and stays when the photo fails, so a blocked host never
 * leaves a hole. The company's photos come as a <picture> (AVIF, then WebP, then JPEG). `className` sizes the frame.
 */
export function Photo({
  image,
  className = '',
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
  const ratio = { '--photo-ratio': `${image.width} / ${image.height}` } as CSSProperties;
  const img = (
    <img
      ref={ref}
      className={styles.image}
      src={image.src}
      srcSet={image.srcSet}
      sizes={image.srcSet ? sizes : undefined}
      alt={image.alt}
      width={image.width}
      height={image.height}
      decoding="async"
      loading={priority ? 'eager' : 'lazy'}
      // The app starts once this photo is painted (renderer/app/entry-client.tsx).
      fetchPriority={priority ? 'high' : undefined}
      data-failed={failed || undefined}
      onError={() => setFailed(true)}
    />
  );
  return (
    <span className={`${styles.frame} ${className}`} style={ratio} data-photo>
      {/* The image carries the alt text for assistive technology; the placeholder's copy is only seen. */}
      {image.placeholder ? (
        <span
          className={`${styles.placeholder} ${styles.blurred}`}
          style={{ backgroundImage: `url(${image.placeholder})` }}
          aria-hidden="true"
          data-placeholder
        />
      ) : (
        <span className={styles.placeholder} aria-hidden="true">
          <BrandMark className={styles.mark} size={36} />
          <span className={styles.caption}>{image.alt}</span>
        </span>
      )}
      {image.sources ? (
        <picture>
          {image.sources.map((source) => (
            <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={sizes} />
          ))}
          {img}
        </picture>
      ) : (
        img
      )}
    </span>
  );
}
