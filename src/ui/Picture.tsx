import type { ShownImage } from '../view-model.ts';

/**
 * An image: a photo as AVIF or WebP at the width its place needs on this screen (the build chose the
 * files and the `sizes`), over its dominant colour until it arrives; an SVG as it is. An image with
 * `priority`, at the top of the page and usually its largest paint, is fetched first; every other
 * waits until it is about to scroll into view.
 */
export function Picture({ image, priority = false, sizes: ownSizes, className }: { image: ShownImage; priority?: boolean; sizes?: string | undefined; className?: string }) {
  const { encoded } = image;
  // A layout that draws its place at another width than the place's usual says so.
  const sizes = ownSizes ?? encoded?.sizes;
  const img = (
    <img
      className={className}
      src={image.src}
      srcSet={encoded?.webp}
      sizes={sizes}
      alt={image.alt}
      width={image.width}
      height={image.height}
      loading={priority ? undefined : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      style={image.placeholder ? { backgroundColor: image.placeholder } : undefined}
    />
  );
  if (!encoded) return img;
  // The picture element only chooses the file; the global styles lay the image out as if it stood alone.
  return (
    <picture>
      <source type="image/avif" srcSet={encoded.avif} sizes={sizes} />
      {img}
    </picture>
  );
}
