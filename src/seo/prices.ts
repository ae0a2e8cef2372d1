// Turns a price as the pages display it ("€45", "€15-20/hour", "from €30/hour") into the
// numbers structured data needs, so that a price is only ever typed in src/content/.

/** What a display price says, as numbers. */
export interface PriceFacts {
  /** The price, or the lowest price of a range or a "from" price. */
  min: number;
  /** The highest price of a range ("€15-20" → 20); absent for a single or a "from" price. */
  max?: number;
  /** True for a single exact price ("€30/hour"), false for a range or a "from" price. */
  exact: boolean;
  /** What one price unit buys, e.g. "hour" or "class", when the text says so. */
  unit?: string;
}

/**
 * "€25", "€15-20/hour", "from €30/hour", "€32 an hour", "€45" with period "per hour". The
 * euro is the site's only currency; a price in another form stops the build.
 */
const PRICE_PATTERN =
  /^(from\s+)?€\s?(\d+(?:\.\d{1,2})?)(?:\s?[-–]\s?€?(\d+(?:\.\d{1,2})?))?(?:\s?(?:\/|(?:per|an?)\s)\s?([a-z]+))?$/i;
const PERIOD_UNIT_PATTERN = /^(?:per|an?)\s+([a-z]+)$/i;

/**
 * Something in src/content/ the build cannot turn into structured data. Its message is
 * written for the person editing the content: the prerender prints it without a stack.
 */
export class ContentError extends Error {
  override name = 'ContentError';
}

/** A display price the build cannot read. */
export class PriceFormatError extends ContentError {}

/** Reads a display price and, if given, its period ("per class"). Throws PriceFormatError if it cannot. */
export function parsePrice(price: string, period?: string): PriceFacts {
  const match = PRICE_PATTERN.exec(price.trim());
  if (!match) {
    throw new PriceFormatError(
      `Cannot read the price "${price}": write it like "€25", "€30/hour", "€15-20/hour" or "from €30/hour".`,
    );
  }
  const [, from, low, high, unitInPrice] = match;
  const unit = unitInPrice ?? (period ? PERIOD_UNIT_PATTERN.exec(period.trim())?.[1] : undefined);
  const min = Number(low);
  const max = high === undefined ? undefined : Number(high);
  return {
    min,
    ...(max === undefined ? {} : { max }),
    exact: !from && max === undefined,
    ...(unit ? { unit: unit.toLowerCase() } : {}),
  };
}
