/**
 * WCAG contrast ratio of two computed colours: "rgb(r, g, b)" (0–255, as a browser gives a colour
 * it was given) or "color(srgb r g b)" (0–1, as Chromium gives a color-mix()).
 */
export function contrast(a: string, b: string): number {
  const luminance = (color: string) => {
    const scale = color.startsWith('color(') ? 1 : 255;
    const [r, g, b] = (color.replace(/^color\(srgb/, '').match(/[\d.]+/g) ?? []).slice(0, 3).map((part) => {
      const channel = Number(part) / scale;
      return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  };
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}
