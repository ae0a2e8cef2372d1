// The Japanese edition of ../thank-you.ts: the page a visitor lands on after sending the
// contact form without JavaScript, once the form service (or Netlify) has received it.
import { trial } from '../site.ts';
import type { ThankYouPageTexts } from '../thank-you.ts';

export const thankYouPage = {
  eyebrow: 'メッセージを受け付けました',
  title: 'メッセージをありがとうございます',
  lead: `お問い合わせは無事に届いています。いただいたメッセージにはすべて私が目を通し、${trial.replyHours}時間以内にお返事します。`,
  actions: { home: 'ホームに戻る', programs: 'コース・料金を見る' },
  next: {
    title: 'このあとの流れ',
    steps: [
      {
        when: `${trial.replyHours}時間以内`,
        title: '講師から直接ご連絡します',
        description: 'ご都合に合いそうな無料体験レッスンの日時を、いくつかメールでご提案します。',
      },
      {
        when: '無料体験レッスン',
        title: `${trial.minutes}分間、お会いしましょう`,
        description:
          'オンラインまたはマルタでの対面で、目標をうかがい、レベルを確認して、短いレッスンを体験していただきます。入会の義務も、クレジットカードの登録もありません。',
      },
      {
        when: '体験レッスンのあと',
        title: '続け方はあなたが決めます',
        description:
          'グループレッスン、プライベートレッスン、JLPT対策の中から、合いそうなものをご提案します。決めるのはあなたです。',
      },
    ],
  },
  noReply: `${trial.replyHours}時間たっても返信が届かない場合は、迷惑メールフォルダをご確認いただくか、こちらへ直接ご連絡ください：`,
} as const satisfies ThankYouPageTexts;
