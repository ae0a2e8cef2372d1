// The Japanese edition of ../cta.ts: the home page's closing band. The trial's facts
// (its length in minutes, the reply time in hours) are not repeated here: they are the site's
// `trial` (../site.ts), so both editions always state the same numbers.
import type { CallToAction } from '../card-types.ts';
import { trial } from '../site.ts';

/** The closing band of the home page. */
export const trialClassCta = {
  title: 'まずは無料体験レッスンから',
  text: `講師と直接お話しして目標を共有し、実際のレッスンを${trial.minutes}分間体験していただけます。入会の義務はなく、クレジットカードの登録も必要ありません。`,
  action: '無料体験レッスンを予約する',
  note: `メッセージには${trial.replyHours}時間以内にお返事します。`,
} as const satisfies CallToAction;
