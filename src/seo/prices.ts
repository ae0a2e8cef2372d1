// Turns a price as the pages display it ("€45", "€15–20/hour", "from €30/hour") into the
// numbers structured data needs, so that a price is only ever typed in src/content/.

/** What a display price says, as numbers. */
export interface PriceFacts {
  /** The price, or the lowest price of a range or a "from" price. */
  min: number;
  /** The highest price of a range ("€15–20" → 20); absent for a single or a "from" price. */
  max?: number;
  /** True for a single exact price ("€30/hour"), false for a range or a "from" price. */
  exact: boolean;
  /** What one price unit buys, e.g. "hour" or "class", when the text says so. */
  unit?: string;
}

/**
 * An amount as people in Europe and elsewhere write it: "32", "32.50", "32,50", "1,200",
 * "1.200", "1,200.50", "1.200,50". A separator followed by three digits groups thousands;
 * followed by one or two digits it is the decimal mark (prices in euro have two decimals,
 * so "1,200" is always twelve hundred, never one point two).
 */
const AMOUNT = String.raw`\d{1,3}(?:[.,]\d{3})+(?:[.,]\d{1,2})?|\d+(?:[.,]\d{1,2})?`;
const AMOUNT_PARTS = /^(\d{1,3}(?:([.,])\d{3})+|\d+)(?:([.,])(\d{1,2}))?$/;

/**
 * "€25", "€30/hour", "€32,50/hour", "32 €/hour", "€1,200", "€15–20/hour", "15–20 €/hour",
 * "from €30/hour", "€32 an hour", "€45" with period "per hour". The euro sign goes before
 * or after the amount; a range's dash is an en dash, as the pages show it, or a hyphen
 * ("€15-20/hour"). The euro is the site's only currency, so a price in another form (or
 * without the sign) stops the build.
 */
const PRICE_PATTERN = new RegExp(
  String.raw`^(from\s+)?(€\s?)?(${AMOUNT})(\s?€)?(?:\s?[-–]\s?(€\s?)?(${AMOUNT})(\s?€)?)?(?:\s?(?:\/|(?:per|an?)\s)\s?([a-z]+))?$`,
  'i',
);
const PERIOD_UNIT_PATTERN = /^(?:per|an?)\s+([a-z]+)$/i;
/** The Japanese edition's periods: "1時間あたり" (per hour), "1回あたり" (per class). */
const JAPANESE_PERIOD_UNITS: Record<string, string> = { 時間: 'hour', 回: 'class' };
const JAPANESE_PERIOD_PATTERN = /^1?(時間|回)あたり$/;

/** The unit a period names ("per hour", "1時間あたり" → "hour"), if it names one. */
function periodUnit(period: string): string | undefined {
  const japanese = JAPANESE_PERIOD_PATTERN.exec(period)?.[1];
  return japanese ? JAPANESE_PERIOD_UNITS[japanese] : PERIOD_UNIT_PATTERN.exec(period)?.[1];
}

/** How a price may be written, for messages. */
export const PRICE_EXAMPLES = '"€30/hour", "€32,50/hour", "32 €/hour", "€15–20/hour", "from €30/hour" or "€25"';

/**
 * Something in src/content/ the build cannot turn into structured data. Its message is
 * written for the person editing the content: the prerender prints it without a stack.
 */
export class ContentError extends Error {
  override name = 'ContentError';
}

/** A display price the build cannot read. */
export class PriceFormatError extends ContentError {}

/** An amount's value ("1.200,50" → 1200.5), or undefined if its separators contradict each other. */
function readAmount(text: string): number | undefined {
  const [, whole = '', groupMark, decimalMark, decimals] = AMOUNT_PARTS.exec(text) ?? [];
  if (!whole || (groupMark && groupMark === decimalMark)) return undefined;
  return Number(`${whole.replace(/[.,]/g, '')}${decimals ? `.${decimals}` : ''}`);
}

/** Reads a display price and, if given, its period ("per class"). Throws PriceFormatError if it cannot. */
export function parsePrice(price: string, period?: string): PriceFacts {
  const match = PRICE_PATTERN.exec(price.trim());
  const [, from, euroBefore, low = '', euroAfter, euroBeforeHigh, high, euroAfterHigh, unitInPrice] = match ?? [];
  const min = readAmount(low);
  const max = high === undefined ? undefined : readAmount(high);
  const hasEuro = Boolean(euroBefore || euroAfter || euroBeforeHigh || euroAfterHigh);
  if (!match || !hasEuro || min === undefined || (high !== undefined && max === undefined)) {
    throw new PriceFormatError(`Cannot read the price "${price}": write it like ${PRICE_EXAMPLES}.`);
  }
  const unit = unitInPrice ?? (period ? periodUnit(period.trim()) : undefined);
  return {
    min,
    ...(max === undefined ? {} : { max }),
    exact: !from && max === undefined,
    ...(unit ? { unit: unit.toLowerCase() } : {}),
  };
}
