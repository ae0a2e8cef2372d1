import type { PictureData } from '../../content-schema/shapes.ts';

interface PictureProps {
  picture: PictureData;
  /** What the picture shows, for screen readers; '' for decoration. */
  alt: string;
  /**
   * "lazy" below the first screen (fetched when scrolled near); left out in the first
   * screen. Only the page's largest picture in the first screen (its LCP element) also
   * gets fetchPriority="high".
   */
  loading?: 'lazy';
  fetchPriority?: 'high';
  className?: string;
}

/**
 * A picture made by the build's picture pipeline (scripts/pictures), with the right file
 * for each screen and browser, at its real size; a drawing with a dark-theme version
 * switches to it when the visitor's system is dark.
 */
export function Picture({
  picture: { src, darkSrc, width, height, widths, type, sizes },
  ...attributes
}: PictureProps) {
  const base = import.meta.env.BASE_URL;
  const url = base + src;
  // `alt` is among the attributes (PictureProps requires it); naming it again would cost bytes on every page.
  // eslint-disable-next-line jsx-a11y/alt-text
  const img = <img {...attributes} src={widths ? `${url}.${type}` : url} width={width} height={height} />;
  return widths ? (
    <picture>
      {['avif', 'webp'].map((format) => (
        <source
          key={format}
          type={`image/${format}`}
          srcSet={widths.map((w) => `${url}-${w}.${format} ${w}w`).join()}
          sizes={sizes}
        />
      ))}
      {img}
    </picture>
  ) : darkSrc ? (
    <picture>
      <source media="(prefers-color-scheme: dark)" srcSet={base + darkSrc} />
      {img}
    </picture>
  ) : (
    img
  );
}
