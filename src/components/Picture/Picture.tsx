/**
 * A picture as the build made it (scripts/pictures): what `import x from '…?portrait'`
 * gives. Kept small, because it travels in the page's script for client-side navigation.
 */
export interface PictureData {
  /**
   * The file under the base path: an SVG or a single file as given ("assets/x-1a2b3c4d.svg"),
   * or, with `widths`, the stem of the made files ("assets/x-1a2b3c4d" → "…-320.avif").
   */
  src: string;
  /** Intrinsic width in pixels (of the widest made file): reserves the space, no layout shift. */
  width: number;
  /** Intrinsic height in pixels. */
  height: number;
  /** The widths made in AVIF and WebP, smallest first. */
  widths?: readonly number[];
  /** The fallback format ("<src>.jpg" or ".png") for browsers without AVIF and WebP. */
  type?: 'jpg' | 'png';
  /** The `sizes` attribute: how wide the layout shows it. */
  sizes?: string;
  /** Why the build cannot use the source file; the content check stops the build with it. */
  problem?: string;
}

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

/** A picture with the right file for each screen and browser, at its real size. */
export function Picture({ picture: { src, width, height, widths, type, sizes }, ...attributes }: PictureProps) {
  const url = import.meta.env.BASE_URL + src;
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
  ) : (
    img
  );
}
